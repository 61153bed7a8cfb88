import type { NumerologyNumber } from '../../shared/numerology/numerology';

/** The parts of a number's page, by their anchors: where each calculator result and each daily text links. */
export type NumberPart = 'life-path' | 'expression' | 'soul-urge' | 'birthday' | 'personal-year' | 'day' | 'personal-day';

/** A number as a list or a link shows it. */
export interface NumberLink {
  number: NumerologyNumber;
  title: string;
  keywords: string[];
  href: string;
}

/** A number drawn large in a ring (gold for the master numbers); its words are beside it, so the figure is decorative. */
export function NumberBadge({ number, size = 'large' }: { number: number; size?: 'large' | 'small' }) {
  return (
    <span className={`number-badge number-badge-${size}${number > 9 ? ' number-badge-master' : ''}`} aria-hidden="true">
      {number}
    </span>
  );
}

/** The twelve numbers, each linked to its page with its title and keywords. */
export function NumberList({ numbers, labelledBy, current }: { numbers: NumberLink[]; labelledBy: string; current?: number }) {
  return (
    <ul className="number-list" aria-labelledby={labelledBy}>
      {numbers.map((link) => (
        <li key={link.number}>
          <a href={link.href} aria-current={link.number === current ? 'page' : undefined}>
            <NumberBadge number={link.number} size="small" />
            <span className="number-list-text">
              <span className="number-list-title">
                <span className="visually-hidden">{`${link.number}: `}</span>
                {link.title}
              </span>
              <span className="number-list-keywords">{link.keywords.slice(0, 3).join(' · ')}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
