import { HexagramFigure } from '../ui/art/hexagram-figure';
import type { Crumb } from '../components/breadcrumb';
import type { RelatedLink } from '../components/related-links';
import { ContentPage } from '../templates/content-page';

/** A hexagram as a list or a link shows it. */
export interface HexagramLink {
  number: number;
  name: string;
  pinyin: string;
  href: string;
  lines: readonly (0 | 1)[];
}

export interface IChingIndexProps {
  intro: string[];
  hexagrams: HexagramLink[];
  breadcrumb: Crumb[];
  related: { id: string; title: string; links: RelatedLink[] }[];
  current: string;
}

/** `/i-ching`: what the I Ching is, and the 64 hexagrams in the King Wen order. */
export function IChingIndexPage({ intro, hexagrams, breadcrumb, related, current }: IChingIndexProps) {
  return (
    <ContentPage title="The I Ching: the 64 Hexagrams" kicker="I Ching" lede={intro[0]} breadcrumb={breadcrumb} related={related} current={current} art="readings">
      {intro.slice(1).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h2 id="hexagrams-title">The hexagrams, in the King Wen order</h2>
      <ol className="hexagram-list" aria-labelledby="hexagrams-title">
        {hexagrams.map((hexagram) => (
          <li key={hexagram.number}>
            <a href={hexagram.href}>
              <HexagramFigure lines={hexagram.lines} width={30} className="hexagram-list-figure" />
              <span className="hexagram-list-number">{hexagram.number}</span>
              <span className="hexagram-list-name">{hexagram.name}</span>
              <span className="hexagram-list-pinyin" lang="zh-Latn">
                {hexagram.pinyin}
              </span>
            </a>
          </li>
        ))}
      </ol>
    </ContentPage>
  );
}

export interface TrigramView {
  name: string;
  symbol: string;
  quality: string;
  text: string;
}

export interface HexagramPageProps {
  number: number;
  name: string;
  pinyin: string;
  chinese: string;
  lines: readonly (0 | 1)[];
  keywords: string[];
  summary: string;
  judgement: string;
  image: string;
  upper: TrigramView;
  lower: TrigramView;
  /** Bottom to top: the line's text, and the hexagram it turns into when it changes. */
  lineTexts: { text: string; becomes: HexagramLink }[];
  /** The hexagram with every line changed, and the hexagram upside down (when it differs). */
  opposite: HexagramLink;
  reversed: HexagramLink | null;
  previous: HexagramLink | null;
  next: HexagramLink | null;
  breadcrumb: Crumb[];
  related: { id: string; title: string; links: RelatedLink[] }[];
}

const ORDINAL = ['bottom', 'second', 'third', 'fourth', 'fifth', 'top'];

/** `/i-ching/hexagrams/{slug}`: one hexagram, drawn, with its trigrams, judgement, image and six lines. */
export function HexagramPage(props: HexagramPageProps) {
  const { number, name, pinyin, chinese, lines, keywords, summary, judgement, image, upper, lower, lineTexts, opposite, reversed, previous, next, breadcrumb, related } = props;
  return (
    <ContentPage
      title={`Hexagram ${number}: ${name}`}
      kicker={
        <>
          I Ching · <span lang="zh-Latn">{pinyin}</span> <span lang="zh-Hant">{chinese}</span>
        </>
      }
      lede={summary}
      breadcrumb={breadcrumb}
      related={related}
      art="readings"
    >
      <div className="hexagram-head">
        <HexagramFigure lines={lines} width={134} title={`Hexagram ${number}, ${name}: ${upper.name} above ${lower.name}`} className="hexagram-page-figure" />
        <dl className="hexagram-facts">
          <div>
            <dt>Number</dt>
            <dd>{number} of 64</dd>
          </div>
          <div>
            <dt>Upper trigram</dt>
            <dd>
              <span aria-hidden="true">{upper.symbol} </span>
              {upper.name} ({upper.quality})
            </dd>
          </div>
          <div>
            <dt>Lower trigram</dt>
            <dd>
              <span aria-hidden="true">{lower.symbol} </span>
              {lower.name} ({lower.quality})
            </dd>
          </div>
          <div>
            <dt>Keywords</dt>
            <dd>{keywords.join(', ')}</dd>
          </div>
        </dl>
      </div>
      <h2>The judgement</h2>
      <p>{judgement}</p>
      <h2>The image</h2>
      <p>{image}</p>
      <h2>The trigrams</h2>
      <p>
        <strong>{upper.name} above.</strong> {upper.text}
      </p>
      {upper.name !== lower.name && (
        <p>
          <strong>{lower.name} below.</strong> {lower.text}
        </p>
      )}
      <h2>The lines</h2>
      <p>A line speaks when it changes: a 6 or a 9 in a cast. Read them from the bottom up.</p>
      <ol className="hexagram-lines">
        {lineTexts.map((line, index) => (
          <li key={line.becomes.number}>
            <h3>{`The ${ORDINAL[index]} line`}</h3>
            <p>{line.text}</p>
            <p className="hexagram-line-becomes">
              Changing, it turns the hexagram into <a href={line.becomes.href}>{`${line.becomes.number}, ${line.becomes.name}`}</a>.
            </p>
          </li>
        ))}
      </ol>
      <h2>Related hexagrams</h2>
      <ul className="hexagram-related">
        <li>
          Every line changed: <a href={opposite.href}>{`${opposite.number}, ${opposite.name}`}</a>
        </li>
        {reversed && (
          <li>
            Turned upside down: <a href={reversed.href}>{`${reversed.number}, ${reversed.name}`}</a>
          </li>
        )}
      </ul>
      <nav className="hexagram-pager" aria-label="Previous and next hexagram">
        {previous && (
          <a href={previous.href} rel="prev">
            ← {previous.number}. {previous.name}
          </a>
        )}
        {next && (
          <a href={next.href} rel="next">
            {next.number}. {next.name} →
          </a>
        )}
      </nav>
    </ContentPage>
  );
}
