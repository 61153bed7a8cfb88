import { useEffect, useState, type FormEvent } from 'react';
import { lastSignupContext } from './signup-request';
import { callLazily } from '../lib/api-client';
import { NETWORK_FAILURE_MESSAGE } from '../../shared/api/error-codes';
import {
  DAILY_HOROSCOPE_PATH,
  SUBSCRIBE_BOX_LOCATION,
  subscribeBoxStartView,
  subscribeBoxTarget,
  subscribeBoxVisible,
  type ListStanding,
  type SubscribeBoxTarget,
  type SubscribeBoxView,
} from '../../shared/accounts/subscribe-box';
import { SubscribeBox } from '../../views/ui/subscribe-box';

const contracts = () => import('../../shared/accounts/subscribe-box.contract');

/**
 * The members' subscribe box (spec 1 §4 "Newsletter subscribe box"): view 1 'sign me up', view 2
 * success. It shows only while the rules say so; opened for type Newsletter (a signup from the
 * visitors' email box just now) it starts at view 2. Without JavaScript view 1 posts to
 * /member/newsletter, which runs the same action.
 */
export default function MemberSubscribeBox({ initialLists }: { initialLists?: ListStanding[] | undefined }) {
  const [lists, setLists] = useState(initialLists);
  const [view, setView] = useState<SubscribeBoxView | undefined>(undefined);
  const [target, setTarget] = useState<SubscribeBoxTarget | undefined>(undefined);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const opened = subscribeBoxStartView(lastSignupContext()?.kind === 'newsletter' ? 'Newsletter' : undefined);
  const shown = view ?? opened;

  // Logged in on this page (the login dialog): the lists are read once the box is needed.
  useEffect(() => {
    if (lists || opened === 2) return;
    let live = true;
    callLazily(() => contracts().then((api) => api.GetSubscribeBoxContract)).then(
      (state) => live && setLists(state.lists),
      () => undefined, // The box is an offer: without the lists it stays away.
    );
    return () => {
      live = false;
    };
  }, [lists, opened]);

  useEffect(() => {
    if (view === 2) document.getElementById('subscribe-box-heading')?.focus();
  }, [view]);

  if (shown === 1 && (!lists || !subscribeBoxVisible(lists))) return null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError('');
    callLazily(() => contracts().then((api) => api.SubscribeBoxSignUpContract), { body: { location: SUBSCRIBE_BOX_LOCATION } })
      .then((saved) => {
        setLists(saved.lists);
        setTarget(saved.target);
        setView(2);
      })
      .catch((failure: unknown) => setError(failure instanceof Error && failure.message ? failure.message : NETWORK_FAILURE_MESSAGE))
      .finally(() => setBusy(false));
  }

  return (
    <section className="newsletter" aria-labelledby="subscribe-box-heading">
      <div className="container newsletter-inner">
        <SubscribeBox view={shown} target={target ?? (lists ? subscribeBoxTarget(lists) : DAILY_HOROSCOPE_PATH)} error={error} busy={busy} onSubmit={onSubmit} />
      </div>
    </section>
  );
}

