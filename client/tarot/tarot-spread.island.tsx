import { Fragment, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Orientation } from '../../shared/tarot/reading.contract';
import type { IslandProps } from '../../shared/islands';
import {
  countMessage,
  cryptoRandomInt,
  ORIENTATION_LABEL,
  preselectText,
  randomOrientations,
  READING_FAILURE,
  REVEAL_BUTTON_TEXT,
  SELF_READING_ROUTE,
  shuffleKeepingPicked,
  type RandomInt,
} from '../../shared/tarot/tarot-spread';
import { DealCall, SubmitReadingCall } from '../../shared/tarot/reading-calls';
import { ApiError, callApi } from '../lib/api-client';
import { submitAsMember } from '../accounts';
import { useHydrated } from '../lib/use-hydrated';
import { announceUser, useUserStatus } from '../lib/user-events';
import { defineIsland } from '../runtime/define-island';
import { useHashRoute } from '../runtime/hash-router';
import { SpreadFan } from './spread-fan';
import { SpreadPositions } from './spread-positions';

/**
 * The spread screen (spec 2 §3 Spread and Reading, §4, §5, §8; issue #12). It opens as the plain
 * form (question + "Draw my cards"), which without JavaScript posts to the page and lets the
 * server draw. In the browser the same form asks the question first; "Draw my cards" then lays the
 * deck (dealt by POST /api/product/deal when the island started) face down in a fan
 * (./spread-fan.tsx: fanned rows of backs), and lets the visitor pick as many cards as the
 * spread has positions (./spread-positions.tsx), by pointer or keyboard (one tab stop, arrow
 * keys move), shuffle the cards not picked, orient the positions, and submit. It calls through
 * `shared/tarot/reading-calls.ts`, the contracts' addresses without zod, so the screen stays small.
 * The island starts when the visitor reaches the form (the page's load runs no React), so the
 * form looks the same before and after it hydrates.
 *
 * The question is one uncontrolled field, the same element from the server's HTML to the
 * submission: a visitor may type into it before the script arrives, so the fan is laid out
 * around it instead of replacing it, and a submission reads it, with the cards, when it is
 * sent. A visitor's submission is sent only after login or signup, and while the dialog's code
 * loads the page is still live: what was on screen at the click may not be what is there then.
 */

type Props = IslandProps['tarot-spread'] & {
  /** Tests inject a fixed source; the browser uses crypto.getRandomValues. */
  random?: RandomInt;
};


export function SpreadScreen(props: Props) {
  const { action, code, deck, positions, buttonText = REVEAL_BUTTON_TEXT, preselect, price, random = cryptoRandomInt } = props;
  // The plain form until the visitor asks to draw (or opens `#tarot-reading/self`); a card drawn
  // for the visitor (yes or no) shows its fan as soon as the island has hydrated. The fan is
  // laid out around the form's question field.
  const hydrated = useHydrated();
  const [drawing, setDrawing] = useState(false);
  const enhanced = preselect !== undefined ? hydrated : drawing;
  const status = useUserStatus(props.status);
  const count = positions.length;
  const [deal, setDeal] = useState<{ id: string; deckCode: string } | undefined>();
  const [fan, setFan] = useState<number[]>([]);
  /** The card in each position (index = position - 1), or null while empty. */
  const [picks, setPicks] = useState<(number | null)[]>(() => Array<number | null>(count).fill(null));
  const [orientations, setOrientations] = useState<Orientation[]>(() => Array<Orientation>(count).fill('upright'));
  const [focus, setFocus] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState('');
  const [dealFailed, setDealFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [shuffles, setShuffles] = useState(0);
  const inFlight = useRef(false);
  const cardRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const screenRef = useRef<HTMLFormElement>(null);
  const questionField = useRef<HTMLTextAreaElement>(null);
  const fanTitle = useRef<HTMLHeadingElement>(null);
  /** "Draw my cards" was pressed: its button is gone, so the focus goes to what replaced it. */
  const focusTitle = useRef(false);
  /** The cards as the screen shows them now, for a submission sent later than the click that asked for it. */
  const latest = useRef({ deal, picks, orientations });
  useLayoutEffect(() => {
    latest.current = { deal, picks, orientations };
  });
  const route = useHashRoute();

  useEffect(() => {
    let live = true;
    callApi(DealCall, { params: { code }, query: { deck: deck.code } }).then(
      (dealt) => {
        if (!live) return;
        setDeal({ id: dealt.deal, deckCode: dealt.deck_code });
        setFan(dealt.fan);
        if (preselect !== undefined && dealt.fan[preselect - 1] !== undefined) {
          const first = dealt.fan[preselect - 1]!;
          setPicks((current) => current.map((card, index) => (index === 0 ? first : card)));
          setFocus(preselect - 1);
          setAnnouncement(`${preselectText.drawn(preselect)} It is in position 1: ${positions[0]!.name}.${count > 1 ? ` ${remainingText(count - 1)}` : ''}`);
        }
      },
      (failure: unknown) => {
        if (!live) return;
        setDealFailed(true);
        setError(failureText(failure));
      },
    );
    return () => {
      live = false;
    };
    // One deal per spread screen: a new deal only when the page is loaded again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, deck.code]);

  useEffect(() => {
    if (!drawing || !focusTitle.current) return;
    focusTitle.current = false;
    fanTitle.current?.focus();
  }, [drawing]);

  // `#tarot-reading/self` (spec 1 §2): the reading for oneself, here; open the fan (it stays open
  // when the route moves on, to a login say) and bring it to the front.
  if (route === SELF_READING_ROUTE && !drawing) setDrawing(true);
  useEffect(() => {
    if (route !== SELF_READING_ROUTE || fan.length === 0) return;
    screenRef.current?.scrollIntoView?.({ block: 'start' });
    cardRefs.current[focus]?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [route, fan.length]);

  const picked = picks.filter((card): card is number => card !== null);
  const pickedSet = new Set(picked);

  function remainingText(remaining: number): string {
    return remaining === 0 ? 'All cards chosen.' : `${remaining} more to choose.`;
  }

  function toggle(index: number) {
    const card = fan[index];
    if (card === undefined) return;
    setFocus(index);
    setError('');
    const at = picks.indexOf(card);
    if (at >= 0) {
      const next = picks.map((each, place) => (place === at ? null : each));
      setPicks(next);
      setAnnouncement(`Card removed from position ${at + 1}: ${positions[at]!.name}. ${remainingText(next.filter((each) => each === null).length)}`);
      return;
    }
    const empty = picks.indexOf(null);
    if (empty < 0) {
      setAnnouncement(`All ${count} positions are filled. Choose a chosen card again to put it back.`);
      return;
    }
    const next = picks.map((each, place) => (place === empty ? card : each));
    setPicks(next);
    setAnnouncement(`Card placed in position ${empty + 1}: ${positions[empty]!.name}. ${remainingText(next.filter((each) => each === null).length)}`);
  }

  function onFanKey(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    let target: number | undefined;
    if (event.key in moves) target = Math.min(fan.length - 1, Math.max(0, focus + moves[event.key]!));
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = fan.length - 1;
    if (target === undefined) return;
    event.preventDefault();
    setFocus(target);
    cardRefs.current[target]?.focus();
  }

  function shuffle() {
    setFan(shuffleKeepingPicked(fan, pickedSet, random));
    setShuffles((done) => done + 1);
    setError('');
    setAnnouncement(picked.length === 0 ? 'Cards shuffled.' : `Cards shuffled. Your ${picked.length === 1 ? 'chosen card stays' : `${picked.length} chosen cards stay`} in place.`);
  }

  function orient() {
    const next = randomOrientations(count, random);
    setOrientations(next);
    setAnnouncement(`Orientations drawn: ${next.map((each, index) => `position ${index + 1} ${ORIENTATION_LABEL[each]}`).join(', ')}.`);
  }

  /**
   * Sends what the screen holds when it runs, not what it held when `submit` was clicked: a
   * visitor's submission resumes after login or signup, by which time the question (or a card)
   * may have changed.
   */
  async function send() {
    const { deal, picks, orientations } = latest.current;
    const wrong = countMessage(picks.filter((card) => card !== null).length, count);
    if (!deal || wrong) {
      inFlight.current = false;
      if (wrong) setError(wrong);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setError('');
    try {
      const body = {
        deal: deal.id,
        deck_code: deal.deckCode,
        question: (questionField.current?.value ?? '').trim(),
        cards: picks.map((card, index) => ({ card_id: card!, orientation: orientations[index]!, position: index + 1 })),
      };
      const answer = await callApi(SubmitReadingCall, { params: { code }, body });
      window.location.assign(answer.forwarding_url);
      return;
    } catch (failure) {
      inFlight.current = false;
      setSubmitting(false);
      if (failure instanceof ApiError && failure.status === 401) {
        // The session ended meanwhile: the page learns it is a visitor's, logs in again, carries on.
        announceUser({ logged_in: false });
        submitAsMember({ logged_in: false }, { kind: 'product', type: 'Reading', gateway: code }, () => void send(), 'login-signup');
        return;
      }
      setError(failureText(failure));
    }
  }

  function submit() {
    if (inFlight.current) return;
    const wrong = countMessage(picked.length, count);
    if (wrong) {
      setError(wrong);
      return;
    }
    if (!deal) return;
    inFlight.current = true;
    submitAsMember(
      status,
      { kind: 'product', type: 'Reading', gateway: code },
      () => void send(),
      'login-signup',
    );
    // A visitor is off to log in: the submission waits there, and a new click may start it again.
    if (!status.logged_in) inFlight.current = false;
  }

  const ready = fan.length > 0;
  const preselected = preselect !== undefined && ready && picks[0] === fan[preselect - 1];
  // One form from the server's HTML on. Its question field (the middle child, and the first thing
  // the screen asks) is never replaced, so what a visitor typed before hydration, and the focus,
  // stay; the parts around it change.
  return (
    <form
      method="post"
      action={action}
      className={enhanced ? 'spread' : 'form spread-plain'}
      ref={screenRef}
      data-deck={enhanced ? deck.slug : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (enhanced) return;
        focusTitle.current = true;
        setDrawing(true);
      }}
    >
      {enhanced ? (
        <Fragment key="screen-top">
          <p className="visually-hidden" aria-live="polite" aria-atomic="true">
            {announcement}
          </p>
        </Fragment>
      ) : (
        <Fragment key="plain-top">
          <input type="hidden" name="intent" value="draw" />
          <input type="hidden" name="deck_code" value={deck.code} />
          <p>
            Hold your question in mind, then draw {count === 1 ? 'one card' : `${count} cards`} from the {deck.name} deck.
          </p>
        </Fragment>
      )}
      <div className={enhanced ? 'field spread-question' : 'field'}>
        <label htmlFor="spread-question">Your question (optional)</label>
        <textarea ref={questionField} id="spread-question" name="question" rows={2} maxLength={300} defaultValue={props.question ?? ''} />
      </div>
      {enhanced ? (
        <Fragment key="screen-end">
          <h2 id="spread-fan-title" className="spread-title" ref={fanTitle} tabIndex={-1}>
            {preselect !== undefined ? preselectText.title : `Choose ${count === 1 ? 'one card' : `${count} cards`}`}
          </h2>
          <p className="spread-help" id="spread-help">
            {preselect !== undefined ? `${preselectText.help(preselect)} ` : `Hold your question in mind and choose ${count === 1 ? 'a card' : 'cards'} from the fan. Choose a card again to put it back. `}
            With a keyboard, the arrow keys move along the fan and Enter or Space chooses.
          </p>
          {!ready && !dealFailed && (
            <p className="spread-dealing" role="status">
              Shuffling the {deck.name} deck…
            </p>
          )}
          {ready && (
            <>
              <SpreadFan
                fan={fan}
                picks={picks}
                focus={focus}
                deckSlug={deck.slug}
                titleId="spread-fan-title"
                helpId="spread-help"
                shuffles={shuffles}
                cardRefs={cardRefs}
                onKeyDown={onFanKey}
                onToggle={toggle}
              />
              <div className="spread-tools">
                <button type="button" className="button button-secondary" onClick={shuffle}>
                  Shuffle
                </button>
                <button type="button" className="button button-secondary" onClick={orient}>
                  Orient
                </button>
                <span className="spread-count">{preselected ? preselectText.drawn(preselect) : `${picked.length} of ${count} chosen`}</span>
              </div>
            </>
          )}
          <SpreadPositions code={code} positions={positions} picks={picks} orientations={orientations} fan={fan} deckSlug={deck.slug} />
          {price && <p className="spread-price-note">This reading costs {price}. When you reveal the meaning, checkout opens with your cards kept.</p>}
          {error && (
            <p className="form-error spread-error" role="alert">
              {error}
            </p>
          )}
          <button type="button" className="button button-primary spread-reveal" disabled={!ready} aria-busy={submitting} onClick={submit}>
            {submitting ? 'Revealing…' : buttonText}
          </button>
        </Fragment>
      ) : (
        <button key="plain-end" type="submit" className="button button-primary">
          Draw my cards
        </button>
      )}
    </form>
  );
}

function failureText(failure: unknown): string {
  const message = failure instanceof ApiError && failure.status !== 0 && failure.status < 500 ? failure.message : '';
  return message ? `${READING_FAILURE}. ${message}` : `${READING_FAILURE}.`;
}

export default defineIsland('tarot-spread', SpreadScreen);
