import type { ChineseElement, ChineseSign } from '../../shared/chinese-zodiac/chinese-zodiac';
import { MONTH_NAMES, parseIsoDate } from '../../shared/site/calendar';
import { ArtSvg } from '../ui/art/svg-frame';

/** A sign as the lists of twelve show it. */
export interface ChineseSignLink {
  sign: ChineseSign;
  name: string;
  /** 1 (Rat) to 12 (Pig). */
  position: number;
  href: string;
  /** Its latest Chinese years, up to this one. */
  years: number[];
}

/** A Chinese year as the pages show it. */
export interface ChineseYearView {
  year: number;
  element: ChineseElement;
  elementName: string;
  yin: boolean;
  /** YYYY-MM-DD. */
  starts: string;
  ends: string;
  /** The sign's page with this year's element. */
  href: string;
  /** The year the visitor came with. */
  current: boolean;
}

/** 'Feb 2, 1984': a date short enough for a table on a phone. */
export function shortDate(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? `${MONTH_NAMES[date.month - 1]!.slice(0, 3)} ${date.day}, ${date.year}` : iso;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];
export const ordinal = (position: number) => ORDINALS[position - 1] ?? String(position);

const CENTRE = 50;
const OUTER = 47;
const INNER = 33;
/** Half the gap between two segments of the ring, in degrees. */
const GAP = 2.2;

/** A point of the ring at `angle` degrees clockwise from the top. */
function at(radius: number, angle: number): string {
  const radians = ((angle - 90) * Math.PI) / 180;
  return `${(CENTRE + radius * Math.cos(radians)).toFixed(2)} ${(CENTRE + radius * Math.sin(radians)).toFixed(2)}`;
}

/** One twelfth of the ring, the Rat's at the top and the rest clockwise. */
function segment(index: number): string {
  const from = index * 30 - 15 + GAP;
  const to = index * 30 + 15 - GAP;
  return `M ${at(OUTER, from)} A ${OUTER} ${OUTER} 0 0 1 ${at(OUTER, to)} L ${at(INNER, to)} A ${INNER} ${INNER} 0 0 0 ${at(INNER, from)} Z`;
}

/**
 * A sign's emblem (our own drawing): the cycle of twelve as a ring, the sign's twelfth filled
 * and its place in the cycle written in the middle.
 */
export function SignEmblem({ position, size = 96, title, className }: { position: number; size?: number; title?: string; className?: string }) {
  return (
    <ArtSvg viewBox="0 0 100 100" base="cz-emblem" className={className} title={title} width={size} height={size}>
      <circle className="cz-emblem-disc" cx={CENTRE} cy={CENTRE} r={INNER - 4} />
      {Array.from({ length: 12 }, (_, index) => (
        <path key={index} className={index === position - 1 ? 'cz-emblem-segment cz-emblem-own' : 'cz-emblem-segment'} d={segment(index)} />
      ))}
      <text className="cz-emblem-number" x={CENTRE} y={CENTRE} textAnchor="middle" dominantBaseline="central">
        {position}
      </text>
    </ArtSvg>
  );
}

/** The twelve signs as a grid of links, each with its emblem, Chinese name and latest years; `current` is marked, not linked. */
export function SignGrid({ signs, current, labelledBy }: { signs: ChineseSignLink[]; current?: ChineseSign; labelledBy: string }) {
  return (
    <ul className="cz-sign-grid" aria-labelledby={labelledBy}>
      {signs.map((sign) => {
        const body = (
          <>
            <SignEmblem position={sign.position} size={48} className="cz-sign-grid-emblem" />
            <span className="cz-sign-grid-name">{sign.name}</span>
            {sign.years.length > 0 && <span className="cz-sign-grid-years">{sign.years.join(', ')}</span>}
          </>
        );
        return (
          <li key={sign.sign}>
            {sign.sign === current ? (
              <span className="cz-sign-grid-item" aria-current="page">
                {body}
              </span>
            ) : (
              <a className="cz-sign-grid-item" href={sign.href}>
                {body}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
