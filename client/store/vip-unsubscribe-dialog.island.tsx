import { useState, type ReactNode } from 'react';
import { formatLongDate } from '../../shared/site/calendar';
import { inDaysText } from '../../shared/store/membership';
import type { IslandProps } from '../../shared/islands';
import { useHydrated } from '../lib/use-hydrated';
import { Modal } from '../lib/modal';
import { defineIsland } from '../runtime/define-island';

type Props = IslandProps['vip-unsubscribe-dialog'];

/** The real form: `unsubscribe=1` posted to the page it is on (spec 1 §4, §7). */
function UnsubscribeForm({ upc, action, children }: Pick<Props, 'upc' | 'action'> & { children: ReactNode }) {
  return (
    <form method="post" action={action} className="unsubscribe-form">
      <input type="hidden" name="intent" value="unsubscribe" />
      <input type="hidden" name="unsubscribe" value="1" />
      <input type="hidden" name="upc" value={upc} />
      {children}
    </form>
  );
}

/**
 * The VIP unsubscribe dialog (spec 1 §2 Dialogs, §4 "VIP unsubscribe"). Before it hydrates (or
 * without JavaScript) the Unsubscribe button is itself the plain form. Hydrated, the button opens
 * the dialog: Keep closes it (as do Escape and the backdrop, focus going back to the button), and
 * Unsubscribe posts the form. When the next billing is within 5 days the dialog says so: unsubscribing
 * now avoids it.
 */
function VipUnsubscribeDialog({ upc, productName, nextBillingDate, daysLeft, action }: Props) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const date = formatLongDate(nextBillingDate);

  if (!hydrated) {
    return (
      <UnsubscribeForm upc={upc} action={action}>
        <button type="submit" className="button button-secondary">
          Unsubscribe
        </button>
      </UnsubscribeForm>
    );
  }
  return (
    <>
      <button type="button" className="button button-secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Unsubscribe
      </button>
      {open && (
        <Modal title={daysLeft === null ? `Unsubscribe from ${productName}?` : `Your next billing is ${inDaysText(daysLeft)}`} onClose={() => setOpen(false)}>
          {daysLeft === null ? (
            <p>
              If you unsubscribe, you will not be billed again. Your perks stay until {date}.
            </p>
          ) : (
            <p className="unsubscribe-warning">
              Your {productName} renews {inDaysText(daysLeft)}, on {date}. Unsubscribe now and that payment will not be taken; your perks stay until then.
            </p>
          )}
          <UnsubscribeForm upc={upc} action={action}>
            <div className="modal-actions">
              <button type="button" className="button button-primary" onClick={() => setOpen(false)}>
                Keep my membership
              </button>
              <button type="submit" className="button button-secondary">
                Unsubscribe
              </button>
            </div>
          </UnsubscribeForm>
        </Modal>
      )}
    </>
  );
}

export default defineIsland('vip-unsubscribe-dialog', VipUnsubscribeDialog);
