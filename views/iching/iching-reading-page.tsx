import type { CastValue } from '../../shared/iching/hexagrams';
import { formFor, type FormProps } from '../../shared/forms/form-state';
import type { Crumb } from '../components/breadcrumb';
import { Island } from '../components/island';
import type { RelatedLink } from '../components/related-links';
import { ContentPage } from '../templates/content-page';
import { HexagramFigure } from '../ui/art/hexagram-figure';
import { FormMessage } from '../ui/form-field';
import { CastThrows } from '../ui/iching-throws';

export interface IChingFreePageProps extends FormProps {
  intro: string[];
  action: string;
  resultPath: string;
  questionMax: number;
  breadcrumb: Crumb[];
  related: { id: string; title: string; links: RelatedLink[] }[];
}

/** `/readings-reports/i-ching/free`: how a cast works, and the cast itself (the `iching-cast` island). */
export function IChingFreePage({ intro, action, resultPath, questionMax, breadcrumb, related, form }: IChingFreePageProps) {
  const posted = formFor(form, 'cast');
  return (
    <ContentPage title="Free I Ching Reading" kicker="I Ching" lede={intro[0]} breadcrumb={breadcrumb} related={related} art="readings" as="div">
      {intro.slice(1).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h2>Cast your hexagram</h2>
      <FormMessage error={posted?.message || posted?.errors.question} />
      <Island name="iching-cast" props={{ action, resultPath, questionMax }} hydrate="visible" />
    </ContentPage>
  );
}

/** A hexagram of a cast, with the texts that speak. */
export interface CastHexagramView {
  number: number;
  name: string;
  pinyin: string;
  href: string;
  lines: readonly (0 | 1)[];
  judgement: string;
  image: string;
}

export interface IChingCastPageProps extends FormProps {
  values: CastValue[];
  lines: string;
  question: string;
  primary: CastHexagramView;
  /** The changing lines, bottom first: which line, and its text in the primary hexagram. */
  changing: { index: number; place: string; text: string }[];
  relating: CastHexagramView | null;
  /** Members save the reading to Your Readings; visitors are asked to sign up. */
  save: { kind: 'member'; action: string; saved: boolean; journalHref: string } | { kind: 'visitor'; signupHref: string; loginHref: string };
  againHref: string;
  breadcrumb: Crumb[];
}

function HexagramPart({ hexagram, changing, title, id }: { hexagram: CastHexagramView; changing: number[]; title: string; id: string }) {
  return (
    <section className="iching-result-hexagram" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className="iching-result-head">
        <HexagramFigure lines={hexagram.lines} changing={changing} width={100} title={`Hexagram ${hexagram.number}, ${hexagram.name}`} />
        <p className="iching-result-name">
          <a href={hexagram.href}>{`${hexagram.number}. ${hexagram.name}`}</a> <span lang="zh-Latn">({hexagram.pinyin})</span>
        </p>
      </div>
      <p>{hexagram.judgement}</p>
      <p>{hexagram.image}</p>
    </section>
  );
}

/** `/readings-reports/i-ching/cast/{lines}`: a cast read, its throws, hexagrams and changing lines. */
export function IChingCastPage({ values, lines, question, primary, changing, relating, save, againHref, breadcrumb, form }: IChingCastPageProps) {
  const posted = formFor(form, 'save');
  const saved = save.kind === 'member' && (save.saved || posted?.ok === true);
  return (
    <ContentPage title="Your I Ching Reading" kicker="I Ching" lede={question ? `“${question}”` : undefined} breadcrumb={breadcrumb} art="readings">
      <div className="iching-cast-board">
        <CastThrows values={values} />
      </div>
      <HexagramPart hexagram={primary} changing={changing.map((line) => line.index)} title="Your hexagram" id="primary-title" />
      {changing.length > 0 ? (
        <section aria-labelledby="changing-title">
          <h2 id="changing-title">{changing.length === 1 ? 'The changing line' : 'The changing lines'}</h2>
          {changing.map((line) => (
            <p key={line.index}>
              <strong>{`The ${line.place} line. `}</strong>
              {line.text}
            </p>
          ))}
        </section>
      ) : (
        <p>No line changes: the hexagram speaks as a whole, and the situation is settled for now.</p>
      )}
      {relating && <HexagramPart hexagram={relating} changing={[]} title="Where it is heading" id="relating-title" />}
      <div className="iching-result-actions">
        {save.kind === 'member' ? (
          saved ? (
            <p className="form-success" role="status">
              Saved to <a href={save.journalHref}>Your Readings</a>.
            </p>
          ) : (
            <form method="post" action={save.action}>
              <FormMessage error={posted?.message || posted?.errors.lines} />
              <input type="hidden" name="intent" value="save" />
              <input type="hidden" name="lines" value={lines} />
              <input type="hidden" name="question" value={question} />
              <button type="submit" className="button button-secondary">
                Save to Your Readings
              </button>
            </form>
          )
        ) : (
          <p>
            <a href={save.signupHref}>Sign up free</a> or <a href={save.loginHref}>log in</a> to keep your readings.
          </p>
        )}
        <p>
          <a href={againHref}>Cast again</a>
        </p>
      </div>
    </ContentPage>
  );
}
