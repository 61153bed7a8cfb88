import { ContentPage } from '../templates/content-page';
import { href, ROUTES } from '../../shared/routes';

export interface SandboxApprovalPageProps {
  token: string;
  amount: string;
  description: string;
  /** Only a pending approval can be decided. */
  pending: boolean;
}

/** What the payer can decide: each a form of its own, posting its intent. */
const DECISIONS = [
  ['approve', 'Approve', 'button-primary'],
  ['cancel', 'Cancel', 'button-secondary'],
] as const;

/** The sandbox gateway's approval page (issue #13): stands in for a PayPal-style approval screen. */
export function SandboxApprovalPage({ token, amount, description, pending }: SandboxApprovalPageProps) {
  const action = href(ROUTES.sandboxApproval, { token });
  return (
    <ContentPage title="Approve your payment" kicker="Sandbox" breadcrumb={[{ label: 'Home', href: href(ROUTES.home) }, { label: 'Sandbox payment' }]} as="div">
      <div className="card sandbox-panel">
        <p className="sandbox-banner" role="note">
          <strong>Sandbox payment — no real money moves.</strong> This page plays the part of a payment provider&apos;s approval screen.
        </p>
        <div className="sandbox-body">
          <dl className="sandbox-order">
            <div className="sandbox-amount">
              <dt>Amount</dt>
              <dd>{amount}</dd>
            </div>
            <div>
              <dt>For</dt>
              <dd>{description}</dd>
            </div>
          </dl>
          {pending ? (
            <div className="sandbox-actions">
              {DECISIONS.map(([intent, label, kind]) => (
                <form key={intent} method="post" action={action}>
                  <input type="hidden" name="intent" value={intent} />
                  <button type="submit" className={`button ${kind}`}>
                    {label}
                  </button>
                </form>
              ))}
            </div>
          ) : (
            <p className="store-note">This payment has already been decided.</p>
          )}
        </div>
      </div>
    </ContentPage>
  );
}
