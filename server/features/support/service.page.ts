import { CONTACT_MESSAGES } from '../../../shared/forms/messages';
import { GetMemberContract } from '../../../shared/platform-api/member.platform';
import { ServicePage } from '../../../views/support/service-page';
import { contactAction } from './contact.action';
import type { RequestContext } from '../../http/request-context';
import { definePage, pageAction } from '../../http/page-module';
import { href, ROUTES } from '../../../shared/routes';

/** The page of this site the visitor came from (sent with the ticket, spec 1 §7), else ''. */
function cameFrom({ req, config }: RequestContext): string {
  const referer = req.get('referer') ?? '';
  try {
    const url = new URL(referer);
    const ours = url.origin === new URL(config.SITE_URL).origin || url.host === req.get('host');
    return ours && url.pathname !== href(ROUTES.service) ? url.href.slice(0, 2000) : '';
  } catch {
    return '';
  }
}

/**
 * `/service`: Contact Us (spec 1 §2, §5, §9), the `#service` dialog's form as a page. A member's
 * name and email are filled in; the plain post runs the same action as `POST /api/ticket/create`
 * and shows 'Success!' or the form again with the spec's messages.
 */
export const servicePage = definePage({
  path: ROUTES.service,
  // The form carries the page the visitor came from (the Referer).
  cache: false,
  load: async (context) => {
    const { config, memberUuid, platform, req } = context;
    const member = memberUuid && req.method === 'GET' ? (await platform.call(GetMemberContract, { params: { member_uuid: memberUuid } })).member : undefined;
    const posted = (req.method === 'POST' ? req.body : {}) as Record<string, unknown>;
    return {
      siteName: config.SITE_NAME,
      name: member?.first_name ?? '',
      email: member?.email ?? '',
      from: cameFrom(context),
      sentTo: typeof posted.email === 'string' ? posted.email.trim().slice(0, 254) : '',
    };
  },
  head: ({ siteName }) => ({ title: 'Contact Us', description: `Write to ${siteName} support about your account, Karma Coins, a purchase or anything else. We answer within a business day.` }),
  View: ServicePage,
  actions: { contact: pageAction({ action: contactAction, failure: CONTACT_MESSAGES.failed }) },
});
