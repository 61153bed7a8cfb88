import type { ArtId } from '../../shared/domain/sections';
import type { ArtProps } from './art-props';

/** STUB: the hero illustration of a section landing (wide, 3:1-ish). */
export function SectionHero({ section, className, title }: ArtProps & { section: ArtId }) {
  return (
    <svg className={className} viewBox="0 0 480 200" data-section={section} {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true, focusable: false })}>
      <circle cx="240" cy="100" r="80" fill="currentColor" opacity="0.2" />
    </svg>
  );
}

/** STUB: the small nav icon of a section, in currentColor (24x24). */
export function SectionIcon({ section, className, title }: ArtProps & { section: ArtId }) {
  return (
    <svg className={className} viewBox="0 0 24 24" data-section={section} {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true, focusable: false })}>
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
