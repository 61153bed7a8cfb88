import type { TicketReplySchema } from '../../shared/support/support.contract';
import { formFor, postedText, type FormProps } from '../../shared/forms/form-state';
import { CONTACT_MESSAGES } from '../../shared/forms/messages';
import { ContactSent, SUPPORT_PROMISE } from '../ui/contact-sent';
import { HELP_AND_POLICIES, helpCrumbs } from '../components/help-related';
import { Island } from '../components/island';
import { ContentPage } from '../templates/content-page';
import type { z } from 'zod';
import { href, ROUTES } from '../../shared/routes';

export interface ServicePageProps extends FormProps {
  siteName: string;
  /** A member's name and email, filled in. */
  name: string;
  email: string;
  /** The page the visitor came from, sent with the ticket. */
  from: string;
  /** After a plain post: the address the receipt went to. */
  sentTo: string;
}

/** `/service`: Contact Us. The form is the `contact-form` island (a plain form before and without JavaScript); a plain post that worked shows 'Success!'. */
export function ServicePage({ siteName, name, email, from, sentTo, form }: ServicePageProps) {
  const contact = formFor(form, 'contact');
  if (contact?.ok) {
    const reply = contact.result as z.output<typeof TicketReplySchema>;
    return (
      <ContentPage title={CONTACT_MESSAGES.successTitle} headingId="service-heading" kicker="Help" art="help" breadcrumb={helpCrumbs('Contact Us')} as="div" related={HELP_AND_POLICIES} current={href(ROUTES.service)}>
        <ContactSent ticketId={reply.ticket_id} email={sentTo}>
          <p>
            <a href={href(ROUTES.faq)}>Read the FAQ</a> or <a href={href(ROUTES.home)}>go back to the home page</a>.
          </p>
        </ContactSent>
      </ContentPage>
    );
  }
  const values = contact ? { ...contact.values, page: postedText(contact, 'page', from) } : { name, email, page: from };
  return (
    <ContentPage title="Contact Us" headingId="service-heading" kicker="Help" art="help" breadcrumb={helpCrumbs('Contact Us')} as="div" related={HELP_AND_POLICIES} current={href(ROUTES.service)}>
      <p>
        Questions about your account, Karma Coins, a purchase or anything else on {siteName}: write to us here. {SUPPORT_PROMISE} Many answers are already in our{' '}
        <a href={href(ROUTES.faq)}>frequently asked questions</a>.
      </p>
      <div className="form-card form-card-narrow">
        <Island name="contact-form" props={{ values, errors: contact?.errors ?? {}, ...(contact?.message ? { message: contact.message } : {}) }} hydrate="interaction" />
      </div>
    </ContentPage>
  );
}
