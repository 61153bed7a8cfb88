import type { ArtProps } from './art-props';
import { ArtSvg } from './svg-frame';

/**
 * A hexagram drawn as six lines on the spec's 267 x 401 image (spec 2 §9), the bottom line
 * first: a solid bar for yang, two bars with a gap for yin. Changing lines (a cast's 6 and 9)
 * carry the old marks beside them: a circle for old yang, a cross for old yin.
 */
export interface HexagramFigureProps extends ArtProps {
  /** Bottom to top: 1 solid, 0 broken. */
  lines: readonly (0 | 1)[];
  /** Indexes (0 bottom to 5 top) of the lines that change. */
  changing?: readonly number[];
  width?: number;
}

const WIDTH = 267;
const HEIGHT = 401;
const BAR = 38;
const GAP = 24;
const SIDE = 34;
const MARK_X = WIDTH - 17;

export function HexagramFigure({ lines, changing = [], width = WIDTH, className, title }: HexagramFigureProps) {
  const top = (HEIGHT - (6 * BAR + 5 * GAP)) / 2;
  const y = (index: number) => top + (5 - index) * (BAR + GAP);
  const length = WIDTH - 2 * SIDE - 20;
  return (
    <ArtSvg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} base="hexagram-figure" className={className} title={title} width={width} height={Math.round((width * HEIGHT) / WIDTH)}>
      {lines.map((line, index) => {
        const at = y(index);
        const changes = changing.includes(index);
        return (
          <g key={index} className={changes ? 'hexagram-line hexagram-line-changing' : 'hexagram-line'} data-line={index + 1} data-yang={line === 1}>
            {line === 1 ? (
              <rect x={SIDE} y={at} width={length} height={BAR} rx={5} />
            ) : (
              <>
                <rect x={SIDE} y={at} width={length * 0.42} height={BAR} rx={5} />
                <rect x={SIDE + length * 0.58} y={at} width={length * 0.42} height={BAR} rx={5} />
              </>
            )}
            {changes &&
              (line === 1 ? (
                <circle className="hexagram-mark" cx={MARK_X} cy={at + BAR / 2} r={9} fill="none" strokeWidth={4} />
              ) : (
                <path className="hexagram-mark" d={`M${MARK_X - 8} ${at + BAR / 2 - 8}l16 16m0-16l-16 16`} fill="none" strokeWidth={4} strokeLinecap="round" />
              ))}
          </g>
        );
      })}
    </ArtSvg>
  );
}
