import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CreateTicketContract } from '../../shared/support/support.contract';
import { CONTACT_SUBJECTS } from '../../shared/support/contact';
import { ContactFormSchema } from '../../shared/support/contact.form';
import { checkForm, type FieldErrors } from '../../shared/forms/form-schema';
import { CONTACT_MESSAGES } from '../../shared/forms/messages';
import { ContactSent } from '../../views/ui/contact-sent';
import { errorProps, Field, FormMessage, SubmitButton } from '../../views/ui/form-field';
import { ApiError, callApi } from '../lib/api-client';
import type { RoutePattern } from '../../shared/routes';

const FIELDS = ['subject', 'name', 'email', 'phone', 'description'] as const;
type ContactField = (typeof FIELDS)[number];

export interface ContactFormProps {
  /** `dialog` (#service) or `page` (/service): ids and layout. */
  variant: 'dialog' | 'page';
  /** What the form starts with: a member's name and email, or the echo of a plain post the server refused. */
  values: Record<string, unknown>;
  /** Filled into empty boxes when it arrives (the dialog asks for the member's details after it opens). */
  prefill?: { name: string; email: string } | undefined;
  errors?: FieldErrors;
  message?: string | undefined;
  /** The 'Success!' view's way out: the dialog's DONE button; the page offers a link home. */
  onDone?(): void;
  /** Called when the form turns into its 'Success!' view (the dialog retitles itself). */
  onSent?(ticketId: string): void;
}

/** A message the form can show for a failed call: the server's field messages, or 'sorry, an error occurred'. */
function failure(error: unknown): { errors: FieldErrors; message: string } {
  if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) {
    const errors = Object.fromEntries(Object.entries(error.fields).map(([field, messages]) => [field, messages[0] ?? CONTACT_MESSAGES.required]));
    return { errors, message: CONTACT_MESSAGES.form };
  }
  // Too many tickets from here: say so, since trying again at once would fail the same way.
  if (error instanceof ApiError && error.status === 429) return { errors: {}, message: error.message };
  return { errors: {}, message: CONTACT_MESSAGES.failed };
}

/**
 * The Contact Us form of the `#service` dialog and of `/service`: one component, one schema
 * (ContactFormSchema). It is a real form posting to /service, so it works before and without
 * JavaScript; once hydrated it checks the fields at once and sends the same fields to
 * POST /api/ticket/create, then shows its 'Success!' view.
 */
export function ContactForm({ variant, values, prefill, errors: serverErrors = {}, message, onDone, onSent }: ContactFormProps) {
  const id = (name: string) => `${variant === 'dialog' ? 'contact' : 'service'}-${name}`;
  const [fields, setFields] = useState<Record<ContactField, string>>(
    () => Object.fromEntries(FIELDS.map((name) => [name, typeof values[name] === 'string' ? (values[name] as string) : ''])) as Record<ContactField, string>,
  );
  const [errors, setErrors] = useState<FieldErrors>(serverErrors);
  const [general, setGeneral] = useState(message ?? '');
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<{ ticketId: string; email: string } | null>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);

  // A member's details fill the boxes they have not typed in yet, when they arrive.
  const [filledFrom, setFilledFrom] = useState<typeof prefill>(undefined);
  if (prefill && prefill !== filledFrom) {
    setFilledFrom(prefill);
    setFields((current) => ({ ...current, name: current.name || prefill.name, email: current.email || prefill.email }));
  }

  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  const set = (name: ContactField) => (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setGeneral('');
    const input = { ...fields, page: window.location.href.slice(0, 2000) };
    const checked = checkForm(ContactFormSchema, input);
    setErrors(checked.errors);
    if (!checked.success) return;
    setSubmitting(true);
    try {
      const reply = await callApi(CreateTicketContract, { body: input });
      setSent({ ticketId: reply.ticket_id, email: checked.data.email });
      onSent?.(reply.ticket_id);
    } catch (error) {
      const failed = failure(error);
      setErrors(failed.errors);
      setGeneral(failed.message);
    } finally {
      setSubmitting(false);
    }
  }

  if (sent) {
    return (
      <div className="contact-success">
        {variant === 'page' && (
          <h2 ref={sentHeading} tabIndex={-1}>
            {CONTACT_MESSAGES.successTitle}
          </h2>
        )}
        <ContactSent ticketId={sent.ticketId} email={sent.email}>
          {onDone ? (
            <button type="button" className="button button-primary" onClick={onDone}>
              DONE
            </button>
          ) : (
            <p>
              <a href={'/service/frequently-asked-questions' satisfies RoutePattern}>Read the FAQ</a> or <a href={'/' satisfies RoutePattern}>go back to the home page</a>.
            </p>
          )}
        </ContactSent>
      </div>
    );
  }

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form className={variant === 'page' ? 'form narrow-form' : 'form'} method="post" action={'/service' satisfies RoutePattern} noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <input type="hidden" name="intent" value="contact" />
      {typeof values.page === 'string' && <input type="hidden" name="page" value={values.page} />}
      <Field id={id('subject')} label="Subject" error={errors.subject}>
        <select id={id('subject')} name="subject" value={fields.subject} onChange={set('subject')} {...errorProps(id('subject'), errors.subject)}>
          <option value="">Choose a subject</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {subject}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id('name')} label="Your name" error={errors.name}>
        <input id={id('name')} name="name" autoComplete="name" maxLength={100} value={fields.name} onChange={set('name')} {...errorProps(id('name'), errors.name)} />
      </Field>
      <Field id={id('email')} label="Email" error={errors.email}>
        <input id={id('email')} name="email" type="email" autoComplete="email" value={fields.email} onChange={set('email')} {...errorProps(id('email'), errors.email)} />
      </Field>
      <Field id={id('phone')} label="Phone (optional)" error={errors.phone}>
        <input id={id('phone')} name="phone" type="tel" autoComplete="tel" maxLength={40} value={fields.phone} onChange={set('phone')} {...errorProps(id('phone'), errors.phone)} />
      </Field>
      <Field id={id('description')} label="Message" error={errors.description}>
        <textarea id={id('description')} name="description" rows={6} maxLength={5000} value={fields.description} onChange={set('description')} {...errorProps(id('description'), errors.description)} />
      </Field>
      <FormMessage error={general || (hasErrors ? CONTACT_MESSAGES.form : undefined)} />
      <SubmitButton busy={submitting} busyText="SUBMITTING...">
        SUBMIT
      </SubmitButton>
    </form>
  );
}
