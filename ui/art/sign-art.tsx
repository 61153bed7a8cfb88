import type { ZodiacSlug } from '../../shared/domain/zodiac';
import type { ArtProps } from './art-props';

/** STUB (replaced by the art work): the glyph of a sign, in currentColor. */
export function SignGlyph({ sign, className, title }: ArtProps & { sign: ZodiacSlug }) {
  return (
    <svg className={className} viewBox="0 0 32 32" data-sign={sign} {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true, focusable: false })}>
      <circle cx="16" cy="16" r="12" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** STUB: an illustration of a sign. */
export function SignIllustration({ sign, className, title }: ArtProps & { sign: ZodiacSlug }) {
  return (
    <svg className={className} viewBox="0 0 120 120" data-sign={sign} {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true, focusable: false })}>
      <circle cx="60" cy="60" r="50" fill="currentColor" opacity="0.2" />
    </svg>
  );
}
