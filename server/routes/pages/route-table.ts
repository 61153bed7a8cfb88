import { astrologyLandingPage, authorBioPage, glossaryIndexPage, glossaryPage, signPages } from './astrology.pages';
import { birthdayHoroscopePages } from './birthday-horoscope.pages';
import { creditsPage } from './credits.page';
import { faqPage } from './faq.page';
import { homePage } from './home.page';
import { horoscopePages } from './horoscope.pages';
import { journalPage } from './journal.page';
import { loginPage } from './login.page';
import { consentPage } from './consent.page';
import { logoutPage } from './logout.page';
import { outboxPages } from './outbox.page';
import type { AnyPage } from './page-module';
import { passwordResetPage } from './password-reset.page';
import { policyPages } from './policy.pages';
import { profilesManagerPage } from './profiles-manager.page';
import { readingsHubPage } from './readings-hub.page';
import { membershipPages } from './membership.pages';
import { servicePage } from './service.page';
import { settingsPage } from './settings.page';
import { signupPage } from './signup.page';
import { smsPage } from './sms.page';
import { sandboxApprovalPage } from './sandbox-approval.page';
import { storePages } from './store.pages';
import { styleguidePage } from './styleguide.page';
import { tarotDailyPages } from './tarot-daily.pages';
import { tarotPages } from './tarot.pages';
import { tarotReadingPages } from './tarot-reading.pages';
import { tarotResultPage } from './tarot-result.page';
import { transactionsPage } from './transactions.page';

/** Every server-rendered path of the site, GET and POST. A new page is a module here and one line. */
// The horoscopes come before the sign pages: /astrology/weekly-love-horoscopes is not a sign.
export const PAGE_ROUTES: AnyPage[] = [
  homePage,
  ...policyPages,
  creditsPage,
  signupPage,
  loginPage,
  logoutPage,
  consentPage,
  passwordResetPage,
  settingsPage,
  profilesManagerPage,
  smsPage,
  journalPage,
  transactionsPage,
  tarotResultPage,
  readingsHubPage,
  ...membershipPages,
  servicePage,
  faqPage,
  ...horoscopePages,
  ...birthdayHoroscopePages,
  ...tarotDailyPages,
  ...tarotReadingPages,
  astrologyLandingPage,
  ...signPages,
  glossaryIndexPage,
  glossaryPage,
  authorBioPage,
  ...tarotPages,
  styleguidePage,
  ...outboxPages,
  ...storePages,
  sandboxApprovalPage,
];
