import { useEffect, useState, type FormEvent, type MouseEvent } from 'react';
import { LOGIN_ERROR_CODES } from '../../shared/accounts/member-errors';
import type { IslandProps } from '../../shared/islands';
import { LOGIN_MESSAGES } from '../../shared/forms/messages';
import { passwordProblem } from '../../shared/forms/rules';
import { ApiError, callLazily } from '../lib/api-client';
import { errorProps, Field, FormMessage, SubmitButton } from '../../views/ui/form-field';
import { ForgotPasswordLink } from '../../views/ui/account-links';
import { Modal } from '../lib/modal';
import { announceUser } from '../lib/user-events';
import { setRoute } from '../runtime/hash-router';
import { defineIsland } from '../runtime/define-island';
import type { RoutePattern } from '../../shared/routes';

/** The contracts are fetched when first used: this island loads with every page. */
const userContracts = () => import('../../shared/accounts/user.contract');

interface Member {
  username: string;
  email: string;
}

const PASSWORD_ID = 'password-dialog-password';

/** Takes the one-time `m` and `mauto` out of the address (and its history entry). */
function takeAutologin(): { m: string; mauto: string } | undefined {
  const url = new URL(window.location.href);
  const m = url.searchParams.get('m');
  const mauto = url.searchParams.get('mauto');
  if (m === null && mauto === null) return undefined;
  url.searchParams.delete('m');
  url.searchParams.delete('mauto');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return m && mauto ? { m, mauto } : undefined;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function PasswordForm({ siteName, member, onLeave }: { siteName: string; member: Member; onLeave(): void }) {
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ password?: string }>({});
  const [serverError, setServerError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setServerError('');
    const problem = passwordProblem(password);
    setErrors(problem ? { password: problem } : {});
    if (problem) return;
    setSubmitting(true);
    try {
      announceUser(await callLazily(() => userContracts().then((api) => api.UserLoginContract), { body: { email: member.email, password } }));
      onLeave();
      return;
    } catch (error) {
      if (error instanceof ApiError && error.code === LOGIN_ERROR_CODES.invalidPassword) setErrors({ password: LOGIN_MESSAGES.wrongPassword });
      else setServerError(messageOf(error));
    }
    setSubmitting(false);
  }

  /** Not You: leave the member's session (if any) and log in as someone else. */
  async function notYou(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    try {
      announceUser(await callLazily(() => userContracts().then((api) => api.UserLogoutContract)));
      onLeave();
      setRoute('login');
    } catch (error) {
      setServerError(messageOf(error));
    }
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <p className="modal-lede">Enter your password to continue to {siteName}.</p>
      <Field id="password-dialog-email" label="Email">
        <input id="password-dialog-email" name="email" type="email" autoComplete="username" value={member.email} readOnly />
      </Field>
      <Field id={PASSWORD_ID} label="Password" error={errors.password}>
        <input
          id={PASSWORD_ID}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          {...errorProps(PASSWORD_ID, errors.password)}
        />
      </Field>
      <FormMessage error={serverError} />
      <SubmitButton busy={submitting}>ENTER</SubmitButton>
      <p className="modal-footnote">
        <ForgotPasswordLink />{' '}
        <a href="#login" onClick={notYou}>
          Not You?
        </a>
      </p>
    </form>
  );
}

/**
 * The password dialog of an autologin link (`?m=...&mauto=...`): it greets the member the link
 * names and asks for their password. Closing it leads to the home page (spec 1 §4).
 */
function PasswordDialog({ siteName }: IslandProps['password-dialog']) {
  const [member, setMember] = useState<Member | null>(null);

  useEffect(() => {
    const autologin = takeAutologin();
    // A link that expired or was used already simply shows nothing.
    if (autologin) callLazily(() => import('../../shared/accounts/account.contract').then((api) => api.ReadAutologinContract), { body: autologin }).then(setMember, () => undefined);
  }, []);

  // Runs after the Modal's own focus (parents' effects follow children's): start at the password.
  useEffect(() => {
    if (member) document.getElementById(PASSWORD_ID)?.focus();
  }, [member]);

  if (!member) return null;
  const leave = () => setMember(null);
  return (
    <Modal
      title={`Welcome back, ${member.username}`}
      onClose={() => {
        leave();
        const home = '/' satisfies RoutePattern;
        if (window.location.pathname !== home) window.location.assign(home);
        else setRoute('');
      }}
    >
      <PasswordForm siteName={siteName} member={member} onLeave={leave} />
    </Modal>
  );
}

export default defineIsland('password-dialog', PasswordDialog);
