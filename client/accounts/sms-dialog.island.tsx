import { useEffect, useState, type FormEvent } from 'react';
import { MySmsOptInContract, type SmsStanding } from '../../shared/accounts/sms.contract';
import { SMS_ERROR_MULTILINE_AFTER } from '../../shared/accounts/sms-validation';
import { checkForm, type FieldErrors } from '../../shared/forms/form-schema';
import { SmsOptInFormSchema } from '../../shared/accounts/sms-opt-in.form';
import type { IslandProps } from '../../shared/islands';
import { callApi } from '../lib/api-client';
import { SMS_PAGE_PATH } from '../../shared/accounts/account-links';
import { SMS_MESSAGES } from '../../shared/forms/messages';
import { SmsOfferFields, SmsSent } from '../../views/ui/sms-offer';
import { SubmitButton } from '../../views/ui/form-field';
import { Modal } from '../lib/modal';
import { clearPendingProduct } from './signup-request';
import { useUserStatus } from '../lib/user-events';
import { setRoute, useHashRoute } from '../runtime/hash-router';
import { defineIsland } from '../runtime/define-island';

/** Where this opt-in happened, recorded with the consent (spec 1 §7 sms:opt-in). */
const LOCATION = 'sms-modal';

/**
 * The text-message offer (`#sms`, spec 1 §2, §4): view 1 asks for a US mobile number and consent;
 * after a successful opt-in, view 2 ('Just One More Step') asks the member to reply Y to the text
 * we sent. Only the reply confirms the number.
 */
function SmsDialog({ siteName, status: initial }: IslandProps['sms-dialog']) {
  const route = useHashRoute();
  const status = useUserStatus(initial);
  const [phone, setPhone] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<SmsStanding | null>(null);
  const open = route === 'sms';

  // Text offers are for members: a visitor on #sms goes back to the page.
  useEffect(() => {
    if (open && !status.logged_in) setRoute('');
  }, [open, status.logged_in]);

  if (!open || !status.logged_in) return null;

  function close() {
    clearPendingProduct();
    setSent(null);
    setServerError('');
    setErrors({});
    setRoute('');
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setServerError('');
    const input = { phone_number: phone.trim(), agree, location: LOCATION, promos: true };
    const checked = checkForm(SmsOptInFormSchema, input);
    setErrors(checked.errors);
    if (!checked.success) return;
    setSubmitting(true);
    try {
      setSent(await callApi(MySmsOptInContract, { body: input }));
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    } finally {
      setSubmitting(false);
    }
  }

  if (sent) {
    return (
      <Modal title={sent.status === 'confirmed' ? SMS_MESSAGES.confirmedTitle : SMS_MESSAGES.sentTitle} onClose={close}>
        <SmsSent phone={sent.phone ?? ''} confirmed={sent.status === 'confirmed'}>
          <button type="button" className="button button-primary" onClick={close}>
            DONE
          </button>
        </SmsSent>
      </Modal>
    );
  }

  return (
    <Modal title="Get Our Offers by Text" onClose={close}>
      {/* A real form: the /member/text-messages page takes the same post. */}
      <form className="form" method="post" action={SMS_PAGE_PATH} noValidate onSubmit={onSubmit} aria-busy={submitting}>
        <input type="hidden" name="location" value={LOCATION} />
        <SmsOfferFields siteName={siteName} errors={errors} control={{ phone, onPhone: setPhone, agree, onAgree: setAgree }} />
        {serverError && (
          <p className={serverError.length > SMS_ERROR_MULTILINE_AFTER ? 'form-error form-error-multiline' : 'form-error'} role="alert">
            {serverError}
          </p>
        )}
        <SubmitButton busy={submitting} busyText="SUBMITTING...">
          TEXT ME
        </SubmitButton>
        <p className="modal-footnote">
          <button type="button" className="text-button" onClick={close}>
            No thanks
          </button>
        </p>
      </form>
    </Modal>
  );
}

export default defineIsland('sms-dialog', SmsDialog);
