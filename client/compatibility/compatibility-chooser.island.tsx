import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { UserStatus } from '../../shared/accounts/user.contract';
import { CHOOSER_HINT, CHOOSER_LOGIN_NOTE, chooserAddress, chooserReady, entryId, hashName, LOGIN_ROUTES, SUBMITTING_LABEL } from '../../shared/compatibility/chooser';
import type { IslandProps } from '../../shared/islands';
import { navigate } from '../lib/navigate';
import { useHydrated } from '../lib/use-hydrated';
import { USER_EVENT, useUserStatus } from '../lib/user-events';
import { defineIsland } from '../runtime/define-island';
import { currentRoute, setRoute, subscribeToRoute, useHashRoute } from '../runtime/hash-router';

type Props = IslandProps['compatibility-chooser'];

/** One of the chooser's two selects: a sign, or nothing chosen yet. */
function SignSelect({ id, name, label, blank, signs, selectRef, initial, onChoose }: { id: string; name: string; label: string; blank: string; signs: IslandProps['compatibility-chooser']['signs']; selectRef: RefObject<HTMLSelectElement | null>; initial: string | undefined; onChoose: (slug: string) => void }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} required ref={selectRef} defaultValue={initial ?? ''} onChange={(event) => onChoose(event.target.value)}>
        <option value="">{blank}</option>
        {signs.map((sign) => (
          <option key={sign.slug} value={sign.slug}>
            {sign.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Opens the entry a `#!{hash}` address names on a sign's page (its Learn More too) and brings it into view. */
function showEntry(hash: string, focus: boolean): void {
  const entry = document.getElementById(entryId(hash));
  if (!entry) return;
  const more = entry.querySelector('details');
  if (more) more.open = true;
  entry.scrollIntoView?.({ block: 'start' });
  if (focus) entry.querySelector<HTMLElement>('[tabindex="-1"]')?.focus({ preventScroll: true });
}

/**
 * The compatibility chooser (spec 2 §2, §3, §4, §5, §6). The server renders a plain GET form to
 * the slant's base, which answers with a redirect to the pair's page; hydrated, the button is
 * enabled only when both selects are set, says "submitting…" while it goes, and goes once to
 * base + path + `#!` + hash. Compatibility reports require login: a visitor's choice is kept
 * while the login dialog is open (or signup, reached from it) and carried out on the logged-in
 * event (`app:user`); closing the dialog drops it. On a sign's page (`reveal`) the island also
 * reads the address: `#!{hash}` opens that match's entry and sets the second select to it.
 */
export function CompatibilityChooser(props: Props) {
  const { id, base, signs, labels, buttonText, reveal = false } = props;
  const enhanced = useHydrated();
  const status = useUserStatus(props.status);
  const route = useHashRoute();
  const pathSelect = useRef<HTMLSelectElement>(null);
  const hashSelect = useRef<HTMLSelectElement>(null);
  const [path, setPath] = useState(props.path ?? '');
  const [hash, setHash] = useState(props.hash ?? '');
  const [submitting, setSubmitting] = useState(false);
  /** A navigation under way: a second press is not another one (spec 2 §4). */
  const inFlight = useRef(false);
  /** A visitor's choice, waiting for the logged-in event. */
  const waiting = useRef<string | undefined>(undefined);
  const known = (slug: string) => signs.some((sign) => sign.slug === slug);

  // The selects keep what was chosen before the script came: read them once hydrated.
  useEffect(() => {
    setPath(pathSelect.current?.value ?? '');
    setHash(hashSelect.current?.value ?? '');
  }, []);

  function go(target: string) {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    const url = new URL(target, window.location.href);
    const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
    navigate(target);
    if (samePage) {
      // Only the fragment changed: nothing loads, so the chooser is ready again at once.
      inFlight.current = false;
      setSubmitting(false);
      const name = hashName(url.hash);
      if (reveal && name) showEntry(name, true);
    }
  }

  // The logged-in event: a waiting choice goes on, once the dialog has closed itself.
  useEffect(() => {
    const onUser = (event: Event) => {
      const target = waiting.current;
      if (!target || !(event as CustomEvent<UserStatus>).detail.logged_in) return;
      waiting.current = undefined;
      window.setTimeout(() => go(target), 0);
    };
    window.addEventListener(USER_EVENT, onUser);
    return () => window.removeEventListener(USER_EVENT, onUser);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- go reads only refs and the window
  }, []);

  // Closing the dialog (any route but login's and signup's) drops a waiting choice.
  useEffect(() => {
    if (waiting.current && !LOGIN_ROUTES.includes(route)) waiting.current = undefined;
  }, [route]);

  // Back to a page kept in the back-forward cache: the navigation it started is over.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setSubmitting(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  // A sign's page reached at `#!{hash}` (or moving to another one): that match, open, and the second select set to it.
  useEffect(() => {
    if (!reveal) return;
    const onRoute = () => {
      const name = hashName(currentRoute());
      if (!name || !signs.some((sign) => sign.slug === name)) return;
      if (hashSelect.current) hashSelect.current.value = name;
      setHash(name);
      showEntry(name, false);
    };
    onRoute();
    return subscribeToRoute(onRoute);
  }, [reveal, signs]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current || !chooserReady({ path, hash }) || !known(path) || !known(hash)) return;
    const target = chooserAddress(base, { path, hash });
    if (status.logged_in) return go(target);
    waiting.current = target;
    if (currentRoute() !== 'login') setRoute('login');
  }

  const ready = chooserReady({ path, hash });
  const hintId = `${id}-hint`;
  return (
    <form className="compat-chooser" method="get" action={base} onSubmit={enhanced ? submit : undefined}>
      <div className="compat-chooser-fields">
        <SignSelect id={`${id}-path`} name="path" label={labels.path} blank="Choose a Sign" signs={signs} selectRef={pathSelect} initial={props.path} onChoose={setPath} />
        <span className="compat-chooser-and" aria-hidden="true">
          &amp;
        </span>
        <SignSelect id={`${id}-hash`} name="hash" label={labels.hash} blank="Choose Another Sign" signs={signs} selectRef={hashSelect} initial={props.hash} onChoose={setHash} />
      </div>
      <div className="compat-chooser-go">
        <button type="submit" className="button button-primary" disabled={enhanced && (!ready || submitting)} aria-busy={submitting} aria-describedby={hintId}>
          {submitting ? SUBMITTING_LABEL : buttonText}
        </button>
        <p className="field-hint" id={hintId}>
          {CHOOSER_HINT}
          {enhanced && !status.logged_in && ` ${CHOOSER_LOGIN_NOTE}`}
        </p>
      </div>
    </form>
  );
}

export default defineIsland('compatibility-chooser', CompatibilityChooser);
