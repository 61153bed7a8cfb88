import type { ReactNode } from 'react';
import { errorProps, Field, FieldError } from './form-field';

/**
 * The text-message offer's form markup (spec 1 §2, §5), shared by the `#sms` dialog and the
 * `/member/text-messages` page: a US mobile number and the consent box, as a real form that posts
 * to the page. The dialog passes `control` to keep the values in its state.
 */
export function SmsOfferFields({
  siteName,
  errors,
  control,
  defaultPhone = '',
}: {
  siteName: string;
  errors: Record<string, string | undefined>;
  control?: { phone: string; onPhone(value: string): void; agree: boolean; onAgree(value: boolean): void };
  defaultPhone?: string;
}) {
  return (
    <>
      <p className="modal-lede">Add your mobile number and {siteName} will text you member offers and news of new readings, about four messages a month.</p>
      <Field id="sms-phone" label="Mobile number (US)" error={errors.phone_number}>
        <input
          id="sms-phone"
          name="phone_number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="(212) 555-0123"
          {...(control ? { value: control.phone, onChange: (event) => control.onPhone(event.target.value) } : { defaultValue: defaultPhone })}
          {...errorProps('sms-phone', errors.phone_number)}
        />
      </Field>
      <div className="field checkbox-field">
        <input
          id="sms-agree"
          name="agree"
          type="checkbox"
          value="on"
          {...(control ? { checked: control.agree, onChange: (event) => control.onAgree(event.target.checked) } : {})}
          {...errorProps('sms-agree', errors.agree)}
        />
        <label htmlFor="sms-agree">
          I agree to receive recurring marketing texts from {siteName} at this number. Consent is not a condition of purchase. Msg &amp; data rates may apply. Reply STOP to cancel.
        </label>
        <FieldError id="sms-agree" error={errors.agree} />
      </div>
    </>
  );
}

/** View 2: the text is on its way (or the number was already confirmed). */
export function SmsSent({ phone, confirmed, children }: { phone: string; confirmed: boolean; children?: ReactNode }) {
  return (
    <>
      {confirmed ? (
        <p className="modal-lede">{phone} already gets our text offers. Reply STOP to any of them to stop.</p>
      ) : (
        <p className="modal-lede">
          We’ve sent a text to <strong>{phone}</strong>. Reply <strong>Y</strong> to it to confirm, and your text offers will start.
        </p>
      )}
      {children}
    </>
  );
}
