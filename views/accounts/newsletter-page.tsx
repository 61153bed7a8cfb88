import type { SubscribeBoxTarget, SubscribeBoxView } from '../../shared/accounts/subscribe-box';
import { SUBSCRIBE_BOX_MESSAGES } from '../../shared/accounts/subscribe-box';
import { formFor, type FormProps } from '../../shared/forms/form-state';
import { SubscribeBox } from '../ui/subscribe-box';
import { accountCrumbs } from '../components/help-related';
import { ContentPage } from '../templates/content-page';
import { href, ROUTES } from '../../shared/routes';

export interface NewsletterPageProps extends FormProps {
  /** Whether the box has anything to offer (spec 1 §4); false: the member is already signed up. */
  visible: boolean;
  view: SubscribeBoxView;
  target: SubscribeBoxTarget;
}

interface SignUpResult {
  view: SubscribeBoxView;
  target: SubscribeBoxTarget;
  error?: string;
}

/**
 * `/member/newsletter`: the subscribe box as a page, for browsers without JavaScript (the box
 * above the footer posts here). View 1 posts 'sign me up'; the page answers view 2, or view 1
 * with the spec's message.
 */
export function NewsletterPage({ visible, view, target, form }: NewsletterPageProps) {
  const posted = formFor(form, 'sign-up');
  const result = posted?.ok ? (posted.result as SignUpResult) : undefined;
  const shown = result ?? (posted ? { view: 1 as const, target, error: posted.message || Object.values(posted.errors)[0] } : { view, target });
  return (
    <ContentPage title="Daily Horoscopes by Email" headingId="newsletter-page-heading" kicker="Your account" art="account" breadcrumb={accountCrumbs('Horoscope emails')} as="div">
      {visible || posted || view === 2 ? (
        <section className="subscribe-box-page" aria-labelledby="subscribe-box-heading">
          <SubscribeBox view={shown.view} target={shown.target} error={shown.error} />
        </section>
      ) : (
        <>
          <p>{SUBSCRIBE_BOX_MESSAGES.alreadySignedUp}</p>
          <p>
            You can change which horoscope emails you get at any time in your <a href={`${href(ROUTES.settings)}#email-preferences`}>account settings</a>.
          </p>
        </>
      )}
    </ContentPage>
  );
}
