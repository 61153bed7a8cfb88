import { useState, type FormEvent } from 'react';
import type { IslandProps } from '../../shared/islands';
import { consentCookies, cookieString } from '../../shared/site/site-cookies';
import { ConsentBanner } from '../../views/ui/consent-banner';
import { callLazily } from '../lib/api-client';
import { useUserStatus } from '../lib/user-events';
import { defineIsland } from '../runtime/define-island';

/** A member's consent on the account (spec 1 §7: POST {host}/member/member/{uuid}/privacy_policy). */
async function recordMemberConsent(): Promise<void> {
  try {
    const known = await callLazily(() => import('../../shared/accounts/user.contract').then((api) => api.UserStatusContract));
    const memberUuid = known.user?.member_uuid;
    if (known.logged_in && memberUuid) {
      await callLazily(() => import('../../shared/accounts/account.contract').then((api) => api.MyPrivacyPolicyContract), { params: { member_uuid: memberUuid } });
    }
  } catch {
    // The cookies already hold the choice; the account records it again at the next signup.
  }
}

/**
 * The consent banner in place (spec 1 §4): Accept sets both cookies and, for a member, records
 * consent on the account; Decline or close hides it for 24 hours. Focus moves to the page's main
 * content so keyboard users are not left on a removed button.
 */
function ConsentBannerIsland({ status: initial, next }: IslandProps['consent-banner']) {
  const status = useUserStatus(initial);
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const choice = submitter?.value === 'accept' ? 'accept' : 'decline';
    const secure = window.location.protocol === 'https:';
    for (const cookie of consentCookies(choice)) document.cookie = cookieString(cookie, secure);
    if (choice === 'accept' && status.logged_in) void recordMemberConsent();
    setHidden(true);
    document.getElementById('main')?.focus();
  }

  return <ConsentBanner next={next} onSubmit={onSubmit} />;
}

export default defineIsland('consent-banner', ConsentBannerIsland);
