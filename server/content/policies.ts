/**
 * Legal and policy pages: Privacy Policy, Terms of Use and Cookie Policy.
 *
 * Every string that names the site takes the name from the `siteName`
 * argument, so the brand can be changed without editing this copy.
 * Keep the facts here in step with what the site actually does: if a
 * cookie, a data field or a supplier changes, update the relevant section.
 * Prices and the trial's length come from the catalogue, written the way
 * the store writes them, and every site path the text names is checked to
 * answer (tests/integration/help-copy.test.ts).
 */
import { DRT_UPC, VIP_TRIAL_DAYS, VIP_UPC, VOUCHER_PERCENT } from '../../shared/store/catalogue';
import { formatUsd } from '../../shared/store/price-display';
import { href, ROUTES } from '../../shared/routes';
import { catalogueItem } from './catalogue/catalogue';

export type PolicySlug = 'privacy-policy' | 'terms-of-use' | 'cookie-policy';

export interface PolicySection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface PolicyDocument {
  slug: PolicySlug;
  /** Page title, e.g. "Privacy Policy". */
  title: string;
  /** One-sentence meta description (at most about 155 characters). */
  description: string;
  /** Date of the last revision, ISO format (YYYY-MM-DD). */
  updated: string;
  /** One or two introductory paragraphs. */
  intro: string[];
  sections: PolicySection[];
}

export const POLICY_SLUGS: readonly PolicySlug[] = Object.freeze([
  'privacy-policy',
  'terms-of-use',
  'cookie-policy',
] as const);

// The store, the subscriptions, the readings and the reports were described on this day.
const UPDATED = '2026-11-26';

/** A subscription's monthly price as the store shows it: '$9.99'. */
function monthlyPrice(upc: string): string {
  const item = catalogueItem(upc);
  if (!item) throw new Error(`The policies name ${upc}, which is not in the catalogue`);
  return formatUsd(item.price.usd.current);
}

function privacyPolicy(siteName: string, support: string): PolicyDocument {
  return {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    description: `How ${siteName} collects, uses, shares and protects your personal information, and the choices and rights you have over it.`,
    updated: UPDATED,
    intro: [
      `This policy explains what personal information ${siteName} collects when you visit the site or become a member, why we collect it, who we share it with and how long we keep it. It also sets out the rights you have and how to use them.`,
      `We have tried to write it in plain English. If anything is unclear, please write to us at ${support} or use the Contact Us page at /service.`,
    ],
    sections: [
      {
        heading: 'Information you give us',
        paragraphs: [
          `You can read the public pages of ${siteName}, draw a free birth chart and cast a free I Ching reading without creating an account. A chart drawn without an account is not stored: its birth details travel only in the address of the chart’s page. When you sign up as a member and use the site, we collect:`,
        ],
        list: [
          'your name and email address, so we can identify your account and contact you;',
          'a password, which we store only as a salted hash and never in readable form;',
          'your birth date, which we use for your sun sign, numerology and personalised content;',
          'optionally, your gender, birth time and birth place, which let us calculate a full birth chart and tailor readings and reports more closely;',
          'optionally, your sexual orientation, which we use only to tailor love readings and compatibility;',
          'optionally, a US mobile phone number if you choose to receive text messages;',
          'what you enter for readings and reports: the questions you put to the tarot or the I Ching, and the birth details you give for a chart or a report, including a second person’s for the two-person reports and, for the Big Picture forecasts, the town where you live now;',
          'any messages you send us through the contact form.',
        ],
      },
      {
        heading: 'Information about other people',
        paragraphs: [
          'Members can save profiles for friends, partners or family members, including their name and birth details, in order to compare charts. Please only add someone if you have their permission, or are otherwise entitled to share their details with us. We use these profiles only to produce the comparisons and readings you ask for, and we never contact the people you add.',
        ],
      },
      {
        heading: 'Information collected automatically',
        paragraphs: [
          'Like most websites, our servers record basic technical details when you visit, such as your IP address, browser type, the pages you request and the time of each request. We use these records to keep the site running, fix problems and protect it against abuse. We also use a small number of cookies, which are described in our Cookie Policy.',
        ],
      },
      {
        heading: 'Purchases and payments',
        paragraphs: [
          `When you buy a package of Karma Coins, a reading, a report or a subscription, payment is handled by our payment processor. Card details go directly from the card form to the processor, so ${siteName} never sees or stores full card numbers; we keep only the card’s brand and last four digits, so that you can recognise the card on your subscription’s page. If you pay with PayPal, you approve the payment away from our checkout, and no card details pass through us.`,
          'We keep a record of what you bought, the amount, the date, how you paid, any offer you used and the status of any subscription, together with the references the processor gives us so that we can match each payment to your order. Every Karma Coin added to or spent from your account is recorded too, and your balance is worked out from that record.',
        ],
      },
      {
        heading: 'How we use your information',
        paragraphs: ['We use your information to:'],
        list: [
          'create and run your account and keep you signed in;',
          'calculate birth charts, numerology and personalised readings and reports, and keep them for you in Your Readings;',
          'process purchases, manage subscriptions and their renewals, send receipts and keep your Karma Coin balance up to date;',
          'send the emails and text messages you have signed up for, as well as essential messages about your account, orders and subscriptions;',
          'answer your questions and requests for support;',
          'keep the site secure, prevent fraud and meet our legal obligations.',
        ],
      },
      {
        heading: 'Why we are allowed to use it',
        paragraphs: [
          'Data protection law asks us to explain the basis on which we use personal information. In plain words: we use most of your information because we need it to provide the service you signed up for or paid for. We send marketing emails and text messages only because you have agreed to receive them, and you can change your mind at any time. We use technical records and basic site statistics because we have a legitimate interest in running a safe and reliable site, and we keep certain records, such as payment records, because the law requires us to.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          `${siteName} does not sell your personal information and does not share it with advertisers. We share it only with the service providers that help us run the site, and only as much as they need to do their job:`,
        ],
        list: [
          'our payment processor, to take payments and manage subscriptions;',
          'email and text-message delivery providers, to send the messages you have asked for;',
          'our hosting providers, who run the servers and databases where the site and its data live.',
        ],
      },
      {
        heading: 'Sharing required by law',
        paragraphs: [
          'We may also disclose information if the law requires it, if it is needed to protect the rights, safety or property of our members, the public or ourselves, or as part of a sale or reorganisation of the business, in which case the new owner would have to respect this policy.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Your account information is kept in our own database for as long as your account is open. If you close your account, we delete or anonymise your profile, birth details, friend profiles, saved readings and reports within a reasonable period. We keep records of purchases for as long as tax and accounting rules require, and server logs for a limited time for security purposes.',
        ],
      },
      {
        heading: 'Your rights and choices',
        paragraphs: [
          `Depending on where you live, you may have the right to ask for a copy of the information we hold about you, to have it corrected, to have it deleted, to object to or restrict certain uses of it, and to withdraw any consent you have given. You can update most of your details yourself in /member/settings. To ask for a copy of your data or to close your account, write to us at ${support}.`,
          'You can join or leave each of our email lists in your settings, and a change there takes effect at once. Text messages start only after you reply Y to our first text, and replying STOP to any of them ends them. Service messages about your account, purchases and subscriptions will continue while your account is open. If you are unhappy with how we have handled your information, you may also complain to your local data protection authority.',
        ],
      },
      {
        heading: 'Children',
        paragraphs: [
          `${siteName} is not intended for anyone under 16, and you must be 16 or older to become a member. We do not knowingly collect information from children under 16. If you believe a child has given us their details, please let us know at ${support} and we will delete them.`,
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'We protect your information with sensible technical and organisational measures, including encrypted connections, hashed passwords and restricted access to our systems. No service on the internet can be perfectly secure, so please choose a strong password that you do not use anywhere else, and tell us straight away if you think your account has been misused.',
        ],
      },
      {
        heading: 'International transfers',
        paragraphs: [
          'Our service providers may store or process information in countries other than the one you live in, where data protection laws may differ. When that happens, we take reasonable steps to make sure your information receives an appropriate level of protection, for example through contractual safeguards with those providers.',
        ],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: [
          'We may update this policy from time to time. The date at the top of the page shows when it was last changed. If we make a significant change, we will let members know by email or with a notice on the site before it takes effect.',
        ],
      },
      {
        heading: 'Contact us',
        paragraphs: [
          `If you have any questions about this policy or about your personal information, please write to us at ${support}, or send a message from the Contact Us page at /service. We read every message.`,
        ],
      },
    ],
  };
}

function termsOfUse(siteName: string, support: string): PolicyDocument {
  const vip = monthlyPrice(VIP_UPC);
  const drt = monthlyPrice(DRT_UPC);
  return {
    slug: 'terms-of-use',
    title: 'Terms of Use',
    description: `The terms that apply when you use ${siteName}, including membership, purchases, Karma Coins, subscriptions and the nature of our readings.`,
    updated: UPDATED,
    intro: [
      `These terms set out the agreement between you and ${siteName} when you use the site, create an account or buy anything from us. Please read them carefully. By using the site you agree to them; if you do not agree, please do not use the site.`,
      'Our Privacy Policy and Cookie Policy explain how we handle personal information and cookies, and form part of these terms.',
    ],
    sections: [
      {
        heading: 'Who can use the site',
        paragraphs: [
          `Anyone may read the public pages of ${siteName}. To become a member, you must be at least 16 years old and able to enter into a binding agreement. If you are under the age of majority where you live, please make sure a parent or guardian is happy for you to make any purchases.`,
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          `When you sign up, please give accurate information and keep it up to date. Your birth details in particular affect the accuracy of your charts and readings. You are responsible for keeping your password private and for everything that happens under your account, so please tell us straight away at ${support} if you suspect someone else has used it. Each account is for one person and may not be shared, sold or transferred.`,
        ],
      },
      {
        heading: 'The nature of our readings',
        paragraphs: [
          `Horoscopes, tarot readings, numerology, birth charts and reports on ${siteName} are offered for entertainment and self-reflection. They are not predictions of fact, and we do not guarantee that anything described in them will happen. They are not a substitute for professional advice. Please do not rely on them for medical, psychological, legal, financial or other important decisions; for those, speak to a qualified professional.`,
        ],
      },
      {
        heading: 'Purchases',
        paragraphs: [
          'You can buy packages of Karma Coins, individual readings and reports, and subscriptions. Readings and reports can be paid for in US dollars, by card or with PayPal, or with Karma Coins, and a member who holds a subscription may also use the free readings it includes. The checkout shows the price before you confirm a purchase, and the amount charged is the amount shown there. Payments in dollars are handled by our payment processor, and by paying you confirm that you are entitled to use the payment method.',
          `Offers, such as the one every new member receives, take ${VOUCHER_PERCENT}% off one paid tarot reading or report. An offer is shown at checkout before you pay, can be used once, and has no cash value.`,
          'Because readings and reports are digital content delivered straight away, you agree that delivery begins immediately and, where the law allows, you lose any right to cancel once the content has been provided. If something goes wrong with an order, please contact us with your order number and we will do our best to put it right.',
        ],
      },
      {
        heading: 'Karma Coins',
        paragraphs: [
          `Karma Coins are a virtual currency that you can buy in packages, paid in US dollars, from the ${siteName} store at ${href(ROUTES.karmaCoins)}, and spend on the readings and reports that show a price in coins. Please note that Karma Coins:`,
        ],
        list: [
          'have no cash value and cannot be exchanged for money, goods or services outside the site;',
          'cannot pay for subscriptions or for more Karma Coins;',
          'cannot be transferred to another account or sold;',
          'do not expire while your account is open;',
          'are not refundable, except where the law requires a refund;',
          'may be lost if your account is closed for a breach of these terms.',
        ],
      },
      {
        heading: 'Subscriptions and cancellation',
        paragraphs: [
          `We offer two monthly subscriptions: VIP Membership, at ${vip} a month, which includes a free tarot reading each billing period and the VIP editions of the daily pages, and the Daily Reflection subscription, at ${drt} a month, which includes one Daily Reflection reading each day.`,
          `Your first VIP Membership begins with a ${VIP_TRIAL_DAYS}-day free trial. We keep your payment method and charge nothing during the trial; unless you unsubscribe before it ends, the first monthly payment is taken on the day it ends. The free trial is offered once per member. The Daily Reflection subscription has no trial and is charged from the day you start it.`,
          'Subscriptions renew automatically each month, on the billing date shown on the subscription’s page, until you unsubscribe. Each renewal is charged at the monthly price that applied when your subscription started. If a renewal payment fails, we email you and try again a day later, and the subscription ends if the third attempt fails; you can save a different card on the subscription’s page at any time.',
          `You can unsubscribe at any time, while logged in, on the subscription’s own page: ${href(ROUTES.vipMembership)} for VIP Membership and ${href(ROUTES.dailyReflectionMembership)} for the Daily Reflection subscription. When you unsubscribe, you will not be charged again, and you keep the subscription’s benefits until the end of the period you have already paid for, or until the end of your free trial. We do not give partial refunds for unused time, except where the law requires it.`,
        ],
      },
      {
        heading: 'Acceptable use',
        paragraphs: ['We want the site to be a pleasant place for everyone. When using it, you agree not to:'],
        list: [
          'break the law or encourage anyone else to do so;',
          'harass, threaten or abuse other people, including our staff;',
          'try to gain access to accounts, data or systems that are not yours;',
          'interfere with the running of the site, for example by overloading it or introducing malicious code;',
          'copy or collect content from the site in bulk by automated means;',
          'use the site to send spam or for any commercial purpose we have not agreed to.',
        ],
      },
      {
        heading: 'Your content and friend profiles',
        paragraphs: [
          'Some features let you add your own content, such as the questions you ask in a reading, the birth details you enter for charts and reports, and profiles of friends or family members for the two-person reports. You keep ownership of what you write, and you give us permission to store and process it so that we can provide those features to you. You are responsible for what you add.',
          'If you add another person’s name or birth details, you must have the right to share them with us, which usually means asking them first. Please do not add anyone who would object.',
        ],
      },
      {
        heading: 'Intellectual property',
        paragraphs: [
          `All content on ${siteName}, including text, readings, reports, images, design and software, belongs to us or to those who have licensed it to us, and is protected by copyright and other laws. You may view it and keep copies of your own readings and reports for personal, non-commercial use. You may not reproduce, republish or sell it without our written permission. The ${siteName} name and logo are our trade marks.`,
        ],
      },
      {
        heading: 'Disclaimers',
        paragraphs: [
          `We work hard to keep ${siteName} available and accurate, but we provide the site and its content “as is” and “as available”. We cannot promise that it will always be uninterrupted or free of errors, or that any reading will meet your expectations. Nothing in these terms affects rights you have as a consumer that cannot be excluded by law.`,
        ],
      },
      {
        heading: 'Limitation of liability',
        paragraphs: [
          'To the extent the law allows, we are not liable for any indirect or consequential loss, or for any decision you make based on a horoscope, reading or report. Our total liability to you for any claim connected with the site is limited to the amount you paid us in the twelve months before the claim arose. We do not exclude liability where it would be unlawful to do so, such as for death or personal injury caused by our negligence, or for fraud.',
        ],
      },
      {
        heading: 'Suspending or closing accounts',
        paragraphs: [
          `You can ask us to close your account at any time by writing to ${support}. We may suspend or close an account that seriously or repeatedly breaks these terms; where it is reasonable to do so, we will tell you why and give you a chance to respond.`,
        ],
      },
      {
        heading: 'Changes to these terms',
        paragraphs: [
          'We may update these terms from time to time, for example to reflect new features or changes in the law. The date at the top of the page shows when they were last changed. If a change is significant, we will let members know before it takes effect. If you keep using the site after that, the updated terms will apply.',
        ],
      },
      {
        heading: 'Contact us',
        paragraphs: [
          `If you have a question about these terms, a purchase or your account, please write to us at ${support} or through the Contact Us page at /service, and our team will get back to you.`,
        ],
      },
    ],
  };
}

function cookiePolicy(siteName: string, support: string): PolicyDocument {
  return {
    slug: 'cookie-policy',
    title: 'Cookie Policy',
    description: `Which cookies ${siteName} uses, what each one does, how long it lasts, and how you can control cookies in your browser.`,
    // The promo cookies (order and signup promos, promo_page_views) were added on this day.
    updated: '2026-11-27',
    intro: [
      `This policy explains the cookies and similar technologies that ${siteName} uses, what each one is for and how long it lasts. We keep their number small (twelve today) and use them only to run the site, remember your choices, vary the reading it suggests to you and remember a promotion you followed. If we add one, this page says so first.`,
      `${siteName} does not use third-party advertising cookies, and we do not sell your personal information.`,
    ],
    sections: [
      {
        heading: 'What cookies are',
        paragraphs: [
          'A cookie is a small text file that a website asks your browser to store. The browser sends it back on later visits, which lets the site remember things such as whether you are signed in. Some cookies last only until you close your browser; others stay for a set period unless you delete them sooner.',
        ],
      },
      {
        heading: 'Cookies that keep you signed in',
        paragraphs: [
          'This cookie is essential. Without it, you would not be able to sign in or use your account. It is also set before you sign in if you start a tarot reading, so that the cards you chose are still waiting once you sign up or log in.',
        ],
        list: [
          'sid: identifies your session so that you stay signed in as you move from page to page. It is marked HttpOnly, which means scripts running in the page cannot read it. It expires when your session ends and lasts up to 30 days.',
        ],
      },
      {
        heading: 'Cookies that remember your privacy choice',
        paragraphs: [
          'The first time you visit, a notice at the bottom of the page asks whether you accept our cookies. Your answer, or accepting the privacy policy as you sign up, is kept in your browser, so that we do not ask you the same question again on this browser. If you are signed in when you accept, we also note your consent on your account.',
        ],
        list: [
          'PRIVACY_POLICY_CONSENT: records that you have accepted. Lasts 365 days.',
          'POLICY_CONSENT_SHOWN: records that the question has been put to you on this browser. Lasts 365 days when you accept; when you decline or close the notice it lasts 24 hours, and the notice asks again after that.',
        ],
      },
      {
        heading: 'Cookie that remembers your colour theme',
        paragraphs: [
          'If you choose a light or dark look with the theme switch at the top of each page, your browser keeps that choice so that every page opens in it straight away. Choosing System removes the cookie, and the site then follows your device’s setting.',
        ],
        list: ['theme: holds light or dark. Lasts 365 days.'],
      },
      {
        heading: 'Cookie that remembers your sign',
        paragraphs: [
          'If you choose your sign on the home page, your browser keeps it so that the home page opens on that sign’s horoscope next time. Choosing Forget my sign removes the cookie. When you are signed in, the home page uses the sign of the birth date in your account instead.',
        ],
        list: ['sign: holds the name of one zodiac sign, such as leo. Lasts 365 days.'],
      },
      {
        heading: 'Cookie that remembers what you have read today',
        paragraphs: [
          'The bell at the top of each page opens the Daily Insight Feed, with a dot while something in it is new to you. When you mark an item as read, your browser keeps a note of it, so that the dot goes once you have read everything. It holds only the day and the codes of the items you read, such as tarot-card-2026-11-26, and nothing about you.',
        ],
        list: ['notifications_read: holds the day and the codes of the feed items you have read. Lasts until you close your browser.'],
      },
      {
        heading: 'Cookie that varies the suggested reading',
        paragraphs: [
          'Readings and Reports, and the page of a finished tarot reading, suggest one reading you might like next. So that the next page suggests a different one rather than the same again, your browser keeps a note of the readings already suggested to you. It holds only product codes, such as celtic-cross, and nothing about you.',
        ],
        list: ['upsells_used: holds the codes of the readings suggested to you. Lasts 7 days.'],
      },
      {
        heading: 'Cookies that remember a promotion',
        paragraphs: [
          `When you arrive through a link from one of our promotions, such as an email campaign, or click a link in one of the short promotional messages on our pages, your browser keeps the code of that promotion, when it ends and whether a later promotion may replace it. A promotion from a message on our pages ends after 10 page visits, or after 14 days if that comes first. A count of the pages you view goes with them. These cookies hold no personal details, and only ${siteName}’s servers can read them (they are marked HttpOnly).`,
        ],
        list: [
          'order_promo_external: the promotion for a purchase that a link from outside the site brought you. Lasts 14 days.',
          'order_promo_internal: the promotion for a purchase from a message on our pages. Lasts 14 days or 10 page visits.',
          'signup_promo_external: the promotion for signing up that a link from outside the site brought you. Lasts 14 days.',
          'signup_promo_internal: the promotion for signing up from a message on our pages. Lasts 14 days or 10 page visits.',
          'promo_page_views: how many pages you have viewed on this browser. Lasts 14 days from your last visit.',
        ],
      },
      {
        heading: 'What our cookies contain',
        paragraphs: [
          'None of our cookies holds your name, email address, birth details or payment information. The sid cookie contains only a random identifier that links your browser to your session on our servers, PRIVACY_POLICY_CONSENT and POLICY_CONSENT_SHOWN hold only a yes, theme holds only light or dark, sign holds only the name of a sign, notifications_read holds only a day and the codes of feed items, upsells_used holds only product codes, the four promotion cookies hold only a promotion’s code with its end date, and promo_page_views holds only a number. Because the cookies are sent only to our own site, other websites cannot read them.',
        ],
      },
      {
        heading: 'Third-party cookies',
        paragraphs: [
          `The cookies described above are set by ${siteName} itself. We do not allow advertising networks to place cookies through our site. When you make a payment, our payment processor may use its own cookies on its payment pages to process the transaction securely and prevent fraud; those cookies are governed by the processor’s own policies.`,
        ],
      },
      {
        heading: 'Managing cookies',
        paragraphs: [
          'Most browsers let you see the cookies that have been stored, delete them one by one or all at once, and block cookies from some or all sites. You will usually find these options in your browser’s settings under privacy or security. Clearing your cookies will sign you out and reset the choices described above.',
          'If you block the essential sid cookie, you will still be able to read public pages such as horoscopes and tarot card meanings, but you will not be able to sign in or use member features.',
        ],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: [
          'If we add, remove or change a cookie, we will update this page and the date at the top of it. For significant changes, we will also let you know on the site.',
        ],
      },
      {
        heading: 'Contact us',
        paragraphs: [
          `If you have a question about how ${siteName} uses cookies, please write to us at ${support} or use the Contact Us page at /service.`,
        ],
      },
    ],
  };
}

/** One policy; `support` is the address people write to (server/config.ts supportAddress). */
export function policyDocument(slug: PolicySlug, siteName: string, support: string): PolicyDocument {
  switch (slug) {
    case 'privacy-policy':
      return privacyPolicy(siteName, support);
    case 'terms-of-use':
      return termsOfUse(siteName, support);
    case 'cookie-policy':
      return cookiePolicy(siteName, support);
    default: {
      const unknown: never = slug;
      throw new RangeError(`Unknown policy: ${String(unknown)}`);
    }
  }
}
