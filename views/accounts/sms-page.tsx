import type { SmsStanding } from '../../shared/accounts/sms.contract';
import { SMS_PAGE_PATH } from '../../shared/accounts/account-links';
import { formFor, postedText, type FormProps } from '../../shared/forms/form-state';
import { SMS_MESSAGES } from '../../shared/forms/messages';
import { FormMessage } from '../ui/form-field';
import { SmsOfferFields, SmsSent } from '../ui/sms-offer';
import { accountCrumbs } from '../components/help-related';
import { ContentPage } from '../templates/content-page';
import { href, ROUTES } from '../../shared/routes';

export interface SmsPageProps extends FormProps {
  siteName: string;
}

/** `/member/text-messages`: view 1 (the form) as a plain post, then view 2 on the page. */
export function SmsPage({ siteName, form }: SmsPageProps) {
  const optIn = formFor(form, 'opt-in');
  const sent = optIn?.ok ? (optIn.result as SmsStanding) : undefined;
  const errors = optIn?.errors ?? {};
  const title = sent ? (sent.status === 'confirmed' ? SMS_MESSAGES.confirmedTitle : SMS_MESSAGES.sentTitle) : 'Get Our Offers by Text';
  return (
    <ContentPage title={title} headingId="sms-heading" kicker="Your account" art="account" breadcrumb={accountCrumbs('Text messages')} as="div">
      {sent ? (
        <SmsSent phone={sent.phone ?? ''} confirmed={sent.status === 'confirmed'}>
          <p>
            <a className="button button-primary" href={href(ROUTES.home)}>
              DONE
            </a>
          </p>
        </SmsSent>
      ) : (
        <form className="form narrow-form form-card" method="post" action={SMS_PAGE_PATH} noValidate>
          <input type="hidden" name="intent" value="opt-in" />
          <input type="hidden" name="location" value="sms-page" />
          <SmsOfferFields siteName={siteName} errors={errors} defaultPhone={postedText(optIn, 'phone_number')} />
          <FormMessage error={optIn && !optIn.ok && Object.keys(errors).length === 0 ? optIn.message : undefined} />
          <button type="submit" className="button button-primary">
            TEXT ME
          </button>
          <p>
            <a href={href(ROUTES.home)}>No thanks</a>
          </p>
        </form>
      )}
    </ContentPage>
  );
}
