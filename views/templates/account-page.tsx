import type { ReactNode } from 'react';
import type { Crumb } from '../components/breadcrumb';
import { ACCOUNT_RELATED, accountCrumbs } from '../components/help-related';
import { ContentPage } from './content-page';

/** Template of a page of the member's account: a content page with the account's kicker, art, breadcrumb and aside. */
export function AccountPage({ title, headingId, current, breadcrumb, children }: { title: string; headingId: string; current: string; breadcrumb?: Crumb[]; children: ReactNode }) {
  return (
    <ContentPage title={title} headingId={headingId} kicker="Your account" art="account" breadcrumb={breadcrumb ?? accountCrumbs(title)} as="div" related={ACCOUNT_RELATED} current={current}>
      {children}
    </ContentPage>
  );
}
