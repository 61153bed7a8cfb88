import { SmsPage } from '../../../views/accounts/sms-page';
import { smsOptInAction } from './sms-opt-in.action';
import { definePage, pageAction } from '../../http/page-module';
import { ROUTES } from '../../../shared/routes';

/**
 * `/member/text-messages`: the `#sms` offer as a page, for browsers without JavaScript (a plain
 * signup comes here, as the dialog goes to `#sms`). The same schema and action as the dialog;
 * after the opt-in the page shows view 2, 'Just One More Step'.
 */
export const smsPage = definePage({
  path: ROUTES.textMessages,
  member: true,
  load: ({ config }) => ({ siteName: config.SITE_NAME }),
  head: ({ siteName }) => ({ title: 'Get Our Offers by Text', description: `Get ${siteName} member offers by text message.` }),
  View: SmsPage,
  actions: { 'opt-in': pageAction({ action: smsOptInAction }) },
});
