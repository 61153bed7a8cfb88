import { useState, type FormEvent } from 'react';
import { CastContract } from '../../shared/iching/iching.contract';
import { isChanging, type CastValue } from '../../shared/iching/hexagrams';
import { castPath } from '../../shared/iching/iching-reading.form';
import type { IslandProps } from '../../shared/islands';
import { HexagramFigure } from '../../views/ui/art/hexagram-figure';
import { FormMessage } from '../../views/ui/form-field';
import { CastThrows } from '../../views/ui/iching-throws';
import { callApi } from '../lib/api-client';
import { useHydrated } from '../lib/use-hydrated';
import { defineIsland } from '../runtime/define-island';

/** The free reading's cast: the question, then six throws of three coins, one by one. */
function IChingCast({ action, questionMax }: IslandProps['iching-cast']) {
  const hydrated = useHydrated();
  const [question, setQuestion] = useState('');
  const [lines, setLines] = useState<CastValue[] | null>(null);
  const [shown, setShown] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      const cast = await callApi(CastContract);
      setLines(cast.lines as CastValue[]);
      setShown(1);
    } catch {
      setError('sorry, an error occurred');
    } finally {
      setBusy(false);
    }
  }

  if (lines) {
    const done = shown === 6;
    const drawn = lines.slice(0, shown);
    return (
      <div className="iching-cast">
        {question && <p className="iching-cast-question">“{question}”</p>}
        <div className="iching-cast-board">
          <CastThrows values={drawn} />
          <HexagramFigure lines={drawn.map((value) => (value % 2 === 1 ? 1 : 0))} changing={drawn.flatMap((value, index) => (isChanging(value) ? [index] : []))} width={90} className="iching-cast-figure" />
        </div>
        <p aria-live="polite" className="visually-hidden">
          {`${shown} of 6 lines cast.`}
        </p>
        {done ? (
          <a className="button button-gold" href={castPath(lines.join(''), question)}>
            Read your hexagram
          </a>
        ) : (
          <button type="button" className="button button-gold" onClick={() => setShown(shown + 1)}>
            {`Throw the coins (${shown + 1} of 6)`}
          </button>
        )}
      </div>
    );
  }

  return (
    <form className="iching-cast-form" method="post" action={action} onSubmit={hydrated ? start : undefined}>
      <input type="hidden" name="intent" value="cast" />
      <div className="field">
        <label htmlFor="iching-question">Your question (optional)</label>
        <input id="iching-question" name="question" maxLength={questionMax} value={question} onChange={(event) => setQuestion(event.target.value)} placeholder="What should I keep in mind?" />
      </div>
      <FormMessage error={error} />
      <button type="submit" className="button button-gold" disabled={busy}>
        {busy ? 'Casting…' : 'Cast the coins'}
      </button>
    </form>
  );
}

export default defineIsland('iching-cast', IChingCast);
