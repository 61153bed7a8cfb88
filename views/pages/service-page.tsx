import type { TicketReplySchema } from '../../shared/api/support.contract';
import { formFor, postedText, type FormProps } from '../../shared/forms/form-state';
import { CONTACT_MESSAGES } from '../../shared/forms/messages';
import { ContactSent, SUPPORT_PROMISE } from '../../ui/contact-sent';
import { Island } from '../components/island';
import type { z } from 'zod';

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
      <section className="container prose" aria-labelledby="service-heading">
        <h1 id="service-heading">{CONTACT_MESSAGES.successTitle}</h1>
        <ContactSent ticketId={reply.ticket_id} email={sentTo}>
          <p>
            <a href="/service/frequently-asked-questions">Read the FAQ</a> or <a href="/">go back to the home page</a>.
          </p>
        </ContactSent>
      </section>
    );
  }
  const values = contact ? { ...contact.values, page: postedText(contact, 'page', from) } : { name, email, page: from };
  return (
    <section className="container prose" aria-labelledby="service-heading">
      <h1 id="service-heading">Contact Us</h1>
      <p>
        Questions about your account, Karma Coins, a purchase or anything else on {siteName}: write to us here. {SUPPORT_PROMISE} Many answers are already in our{' '}
        <a href="/service/frequently-asked-questions">frequently asked questions</a>.
      </p>
      <Island name="contact-form" props={{ values, errors: contact?.errors ?? {}, ...(contact?.message ? { message: contact.message } : {}) }} hydrate="idle" />
    </section>
  );
}
