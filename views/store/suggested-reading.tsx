import type { SuggestedReading as Suggestion } from '../../shared/store/upsell';

/**
 * The SUGGESTED READING button (spec 1 §2, §4 "Upsell"): a plain link to the upsell the server
 * picked (server/features/store/suggested-reading.ts), so it works without JavaScript. Nothing to
 * suggest renders nothing.
 */
export function SuggestedReading({ suggestion }: { suggestion: Suggestion | null | undefined }) {
  if (!suggestion) return null;
  return (
    <p className="suggested-reading">
      <a className="button button-gold upsell-button" href={suggestion.href} data-upsell={suggestion.code}>
        SUGGESTED READING<span className="visually-hidden">: {suggestion.name}</span>
      </a>
    </p>
  );
}
