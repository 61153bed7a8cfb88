import type { ReactNode } from 'react';

/** Spec 1 §9: how soon support answers, said on the form and in its 'Success!' view. */
export const SUPPORT_PROMISE = 'We answer every message in under 24 hours during business hours.';

/**
 * The Contact Us form's 'Success!' view (spec 1 §2) without its title, shared by the `#service`
 * dialog, the `/service` island and the plain post's page.
 */
export function ContactSent({ ticketId, email, children }: { ticketId: string; email: string; children?: ReactNode }) {
  return (
    <div className="contact-sent">
      <p>
        Thank you for writing. Your message is ticket <strong>{ticketId}</strong>
        {email ? (
          <>
            , and a receipt is on its way to <strong>{email}</strong>
          </>
        ) : null}
        .
      </p>
      <p>{SUPPORT_PROMISE} Please keep the ticket number if you write again about the same matter.</p>
      {children}
    </div>
  );
}
