import { sameSitePath } from '../../../shared/accounts/account-links';
import { consentCookies } from '../../../shared/site/site-cookies';
import { ConsentFormSchema } from '../../../shared/site/consent.form';
import { PrivacyPolicyContract } from '../../../shared/platform-api/member.platform';
import { defineAction } from '../../http/action';

/**
 * The consent banner without JavaScript (spec 1 §4): sets the cookies of the choice (accept: both
 * for a year; decline or close: the shown cookie for 24 hours) and, when a member accepts,
 * records their consent on the account. Then back to the page the banner was on.
 */
export const consentAction = defineAction({
  schema: ConsentFormSchema,
  async run({ choice, next }, context): Promise<{ next: string }> {
    const secure = context.config.SITE_URL.startsWith('https://');
    for (const cookie of consentCookies(choice)) {
      context.res.cookie(cookie.name, cookie.value, { maxAge: cookie.maxAgeSeconds * 1000, path: '/', sameSite: 'lax', secure });
    }
    if (choice === 'accept' && context.memberUuid) await context.platform.call(PrivacyPolicyContract, { params: { member_uuid: context.memberUuid } });
    return { next: sameSitePath(next) };
  },
});
