import { useEffect, useState } from 'react';
import { CONTACT_MESSAGES } from '../../shared/forms/messages';
import type { IslandProps } from '../../shared/islands';
import { SUPPORT_PROMISE } from '../../views/ui/contact-sent';
import { ContactForm } from './contact-form';
import { callLazily } from '../lib/api-client';
import { Modal } from '../lib/modal';
import { useUserStatus } from '../lib/user-events';
import { defineIsland } from '../runtime/define-island';
import { setRoute, useHashRoute } from '../runtime/hash-router';
import type { RoutePattern } from '../../shared/routes';

/**
 * `#service`: the Contact Us form (spec 1 §2 "Dialogs") as a dialog on any page with islands,
 * the same component as `/service`. A member's name and email are filled in once the dialog
 * has asked for them; its 'Success!' view replaces the form.
 */
function ServiceDialog({ status: initial }: IslandProps['service-dialog']) {
  const route = useHashRoute();
  const status = useUserStatus(initial);
  const open = route === 'service';
  const [prefill, setPrefill] = useState<{ name: string; email: string } | undefined>(undefined);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!open || !status.logged_in) return;
    let live = true;
    callLazily(() => import('../../shared/accounts/account.contract').then((api) => api.GetDetailsContract)).then(
      ({ details }) => live && setPrefill({ name: details.first_name, email: details.email }),
      () => undefined, // Only a convenience: the member can type them.
    );
    return () => {
      live = false;
    };
  }, [open, status.logged_in]);

  // Closed by Back or by a link: the next opening starts with the form again.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) setSent(false);
  }

  if (!open) return null;

  function close() {
    setSent(false);
    setRoute('');
  }

  return (
    <Modal title={sent ? CONTACT_MESSAGES.successTitle : 'Contact Us'} onClose={close}>
      {!sent && (
        <p className="modal-lede contact-lede">
          Tell us what you need and we will write back. {SUPPORT_PROMISE} Many answers are already in our <a href={'/service/frequently-asked-questions' satisfies RoutePattern}>FAQ</a>.
        </p>
      )}
      <ContactForm variant="dialog" values={{}} prefill={prefill} onSent={() => setSent(true)} onDone={close} />
    </Modal>
  );
}

export default defineIsland('service-dialog', ServiceDialog);
