import type { ReactNode } from 'react';
import { UNSUBSCRIBE_FRAGMENTS, UNSUBSCRIBE_MESSAGES } from '../../shared/accounts/email-unsubscribe.form';
import type { FormProps } from '../../shared/forms/form-state';
import { href, ROUTES } from '../../shared/routes';
import { ContentPage } from '../templates/content-page';
import { FormMessage } from '../ui/form-field';

/** The link's list and member, once its signature is checked. */
export interface UnsubscribeLink {
  /** The signed token, posted back by both buttons. */
  token: string;
  list: { name: string; description: string; frequency: 'daily' | 'weekly' | 'monthly' };
  /** The member's address, partly hidden ("a•••@example.com"): the page is open to whoever holds the link. */
  maskedEmail: string;
  /** Whether the member gets the list now (the mail service's standing, the one Account Settings shows). */
  subscribed: boolean;
}

/** A usable link, or why it cannot be used. */
export interface UnsubscribeData {
  link?: UnsubscribeLink;
  /** Why the link cannot be used (then there is no `link`). */
  refused?: string;
}

export type EmailUnsubscribePageProps = UnsubscribeData & FormProps;

type Step = 'refused' | 'ask' | 'opt-out' | 'opt-in';

/** What the page is called at each step (the document's title says the same: see email-unsubscribe.page.ts). */
export function unsubscribeHeading(step: Step, listName = ''): string {
  return { refused: 'This unsubscribe link cannot be used', ask: `Unsubscribe from ${listName}?`, 'opt-out': 'You are unsubscribed', 'opt-in': 'You are subscribed again' }[step];
}

/** The step a page shows: from the member's standing, and what the visitor just posted. */
export function unsubscribeStep({ link, form }: EmailUnsubscribePageProps): Step {
  if (!link) return 'refused';
  if (!link.subscribed) return 'opt-out';
  return form?.ok && form.intent === 'resubscribe' ? 'opt-in' : 'ask';
}

const EVERY = { daily: 'every day', weekly: 'every week', monthly: 'every month' } as const;

/** One button that posts the token: the form's address carries the fragment of the step it leads to. */
function LinkButton({ token, intent, fragment, children, primary = true }: { token: string; intent: 'unsubscribe' | 'resubscribe'; fragment: string; children: ReactNode; primary?: boolean }) {
  return (
    <form method="post" action={`${href(ROUTES.emailUnsubscribe, {}, { token })}#${fragment}`} className="unsubscribe-form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="token" value={token} />
      <button type="submit" className={primary ? 'button button-primary' : 'button button-secondary'}>
        {children}
      </button>
    </form>
  );
}

function SettingsNote() {
  return (
    <p>
      To choose among all our emails, <a href={href(ROUTES.settings)}>log in and open Account Settings</a>.
    </p>
  );
}

/**
 * The email unsubscribe screen (issue #28; spec 1 §2, spec 2 §2), reached from the signed link in
 * every list email, with or without a session. It asks before it changes anything (a GET never
 * does); Unsubscribe leads to `#opt-out`, the confirmation with a way back, and Resubscribe to
 * `#opt-in`. The fragments are the ids of those sections, and plain forms do all the work, so it
 * needs no JavaScript.
 */
export function EmailUnsubscribePage(props: EmailUnsubscribePageProps) {
  const { link, refused, form } = props;
  const step = unsubscribeStep(props);
  const failed = form && !form.ok ? form.message || undefined : undefined;
  return (
    <ContentPage title={unsubscribeHeading(step, link?.list.name)} headingId="unsubscribe-heading" kicker="Your emails" art="account" breadcrumb={[{ label: 'Home', href: href(ROUTES.home) }, { label: 'Unsubscribe' }]} as="div">
      {refused !== undefined && (
        <section className="form-card unsubscribe-card" id="unsubscribe-refused" aria-labelledby="unsubscribe-heading">
          <FormMessage error={refused} />
          <p>
            <a className="button button-primary" href={href(ROUTES.settings)}>
              Account Settings
            </a>
          </p>
        </section>
      )}
      {link && step === 'ask' && (
        <section className="form-card unsubscribe-card" id="unsubscribe" aria-labelledby="unsubscribe-heading">
          <FormMessage error={failed} />
          <p>
            <strong>{link.maskedEmail}</strong> gets {link.list.name} {EVERY[link.list.frequency]}. {link.list.description}
          </p>
          <LinkButton token={link.token} intent="unsubscribe" fragment={UNSUBSCRIBE_FRAGMENTS.optOut}>
            Unsubscribe
          </LinkButton>
          <SettingsNote />
        </section>
      )}
      {link && step === 'opt-out' && (
        <section className="form-card unsubscribe-card" id={UNSUBSCRIBE_FRAGMENTS.optOut} aria-labelledby="unsubscribe-heading">
          <FormMessage error={failed} success={form?.ok && form.intent === 'unsubscribe' ? UNSUBSCRIBE_MESSAGES.unsubscribed(link.list.name) : undefined} />
          <p>
            We will not send {link.list.name} to <strong>{link.maskedEmail}</strong> any more.
          </p>
          <h2 id="unsubscribe-again-heading">Changed your mind?</h2>
          <p>You can have {link.list.name} back with one click.</p>
          <LinkButton token={link.token} intent="resubscribe" fragment={UNSUBSCRIBE_FRAGMENTS.optIn}>
            Resubscribe
          </LinkButton>
          <SettingsNote />
        </section>
      )}
      {link && step === 'opt-in' && (
        <section className="form-card unsubscribe-card" id={UNSUBSCRIBE_FRAGMENTS.optIn} aria-labelledby="unsubscribe-heading">
          <FormMessage success={UNSUBSCRIBE_MESSAGES.resubscribed(link.list.name)} />
          <p>
            {link.list.name} will come to <strong>{link.maskedEmail}</strong> {EVERY[link.list.frequency]} again.
          </p>
          <LinkButton token={link.token} intent="unsubscribe" fragment={UNSUBSCRIBE_FRAGMENTS.optOut} primary={false}>
            Unsubscribe
          </LinkButton>
          <SettingsNote />
        </section>
      )}
    </ContentPage>
  );
}
