import type { ReactNode, SVGProps } from 'react';
import type { ArtProps } from './art-props';

type FrameProps = ArtProps &
  Omit<SVGProps<SVGSVGElement>, 'className' | 'role' | 'aria-label' | 'aria-hidden' | 'focusable' | 'children'> & {
    viewBox: string;
    /** The class every svg of this kind carries (sizing in art.css); the caller's className is added to it. */
    base: string;
    /** Draw in strokes of currentColor at this width (glyphs and icons); leave out for filled art. */
    line?: number;
    children: ReactNode;
  };

/**
 * The one svg wrapper all the art uses: titled art is an image with a name, untitled art is hidden
 * from assistive technology and from keyboard focus.
 */
export function ArtSvg({ viewBox, base, className, title, line, children, ...rest }: FrameProps) {
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true, focusable: false };
  const strokes = line
    ? { fill: 'none', stroke: 'currentColor', strokeWidth: line, strokeLinecap: 'round', strokeLinejoin: 'round' } as const
    : {};
  return (
    <svg viewBox={viewBox} className={className ? `${base} ${className}` : base} {...strokes} {...rest} {...a11y}>
      {children}
    </svg>
  );
}
