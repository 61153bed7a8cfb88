/**
 * Frequently asked questions (`/service/frequently-asked-questions`). Every answer describes the
 * site as it works today: the store and Karma Coins, VIP Membership and the Daily Reflection
 * subscription, the readings, the birth chart and the reports. Prices, the trial's length and the
 * coin packages are read from the catalogue (server/content/catalogue/) and written the way the
 * store writes them, so the answers cannot drift from what the store charges. Every page an
 * answer links is checked to answer (tests/integration/help-copy.test.ts).
 */
import { z } from 'zod';
import { href, ROUTES } from '../../shared/routes';
import { DRT_UPC, VIP_TRIAL_DAYS, VIP_UPC, VOUCHER_PERCENT } from '../../shared/store/catalogue';
import { coinPackagePercent, formatBalance, formatKc, formatUsd, saleShown } from '../../shared/store/price-display';
import { CATALOGUE, catalogueItem, KC_PACKAGES } from './catalogue/catalogue';

export type FaqSectionId = 'accounts' | 'karma-coins' | 'vip' | 'readings' | 'reports' | 'privacy';

/** The sections the FAQ must have, in the order they are shown. */
export const FAQ_SECTION_IDS: readonly FaqSectionId[] = ['accounts', 'karma-coins', 'vip', 'readings', 'reports', 'privacy'];

const sentence = z.string().trim().min(20).max(900);

const FaqSchema = z.object({
  title: z.string().min(3).max(70),
  description: z.string().min(50).max(160),
  intro: z.array(sentence).min(1).max(3),
  sections: z
    .array(
      z.object({
        id: z.enum(FAQ_SECTION_IDS as [FaqSectionId, ...FaqSectionId[]]),
        heading: z.string().min(3).max(60),
        questions: z
          .array(
            z.object({
              question: z.string().trim().min(10).max(120).endsWith('?'),
              answer: z.array(sentence).min(1).max(4),
              /** Pages of this site that the answer points to. */
              links: z.array(z.object({ href: z.string().startsWith('/'), label: z.string().min(2).max(60) })).max(3).optional(),
            }),
          )
          .min(2),
      }),
    )
    .length(FAQ_SECTION_IDS.length),
});
export type FaqContent = z.infer<typeof FaqSchema>;
export type FaqSection = FaqContent['sections'][number];

/** A product the answers name; a code the catalogue lacks stops the FAQ from loading. */
function product(code: string) {
  const item = catalogueItem(code);
  if (!item) throw new Error(`The FAQ names ${code}, which is not in the catalogue`);
  return item;
}

/** The dollar price as the store shows it: '$14.99', or '$19.99, down from $29.99,' during a sale. */
function usd(code: string): string {
  const { price } = product(code);
  return saleShown(price) ? `${formatUsd(price.usd.current)} (down from ${formatUsd(price.usd.original)})` : formatUsd(price.usd.current);
}

/** The coin price as the store shows it: '1,500 Karma Coins'. */
function coins(code: string): string {
  const side = product(code).price.kc;
  if (!side) throw new Error(`The FAQ gives a coin price for ${code}, which coins cannot pay for`);
  return formatKc(side.current);
}

/** 'a, b and c'. */
function listing(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The coin packages as the store offers them: '1,000 Karma Coins for $9.99, 2,750 for $24.99 with a 10% bonus, …'. */
function coinPackages(): string {
  return listing(
    KC_PACKAGES.map((pack, index) => {
      const percent = coinPackagePercent(pack.label);
      return `${formatBalance(pack.kc)}${index === 0 ? ' Karma Coins' : ''} for ${formatUsd(pack.price.current)}${percent ? ` with a ${percent}% bonus` : ''}`;
    }),
  );
}

/** The cheapest and dearest paid report: 'from $9.99 to $34.99'. */
function reportPriceRange(): string {
  const cents = CATALOGUE.filter((entry) => entry.description.type === 'Report' && entry.description.available && !entry.description.free).map((entry) => entry.price.usd.current);
  return `from ${formatUsd(Math.min(...cents))} to ${formatUsd(Math.max(...cents))}`;
}

function faqDraft(siteName: string, support: string): FaqContent {
  const vipPrice = usd(VIP_UPC);
  const drtPrice = usd(DRT_UPC);
  return {
    title: 'Frequently Asked Questions',
    description: `Answers about ${siteName} accounts, Karma Coins, VIP and subscriptions, readings, birth charts and reports, your privacy, and how to reach us.`,
    intro: [
      `${siteName} brings horoscopes, tarot, astrology, numerology and the I Ching together, with free readings and charts beside paid readings, reports and two subscriptions. These answers describe how each part of the site works today.`,
      `If your question is not here, the Contact Us page reaches a real person, and so does an email to ${support}.`,
    ],
    sections: [
      {
        id: 'accounts',
        heading: 'Your account',
        questions: [
          {
            question: 'Do I need an account to use the site?',
            answer: [
              'Not to look around. Every public page can be read without signing up, and a visitor can draw a free birth chart or cast a free I Ching reading.',
              'A free account is what lets you see the meaning of a tarot reading, keep your readings and reports in one place and buy anything in the store. It also holds your birth details, so your charts and daily pages can use them without asking again.',
            ],
            links: [{ href: href(ROUTES.signup), label: 'Create a free account' }],
          },
          {
            question: 'How do I change my email address or password?',
            answer: [
              'Log in and open Account Settings from the account menu. A new password, and a new email address too, both need your current password; when the address changes we also write to the old one, so you would hear about a change you did not make.',
              'A password change signs you out on your other devices. Account Settings also has a button that signs you out everywhere at once.',
            ],
            links: [{ href: href(ROUTES.settings), label: 'Account Settings' }],
          },
          {
            question: 'I forgot my password. What now?',
            answer: [
              'Use the password reset page and enter the email address you signed up with. If an account uses it, we send a link that lets you choose a new password. The link works once and expires after a while, so ask for a fresh one if it has stopped working.',
            ],
            links: [{ href: href(ROUTES.passwordReset), label: 'Reset your password' }],
          },
          {
            question: 'Can I keep birth details for friends and family?',
            answer: [
              'You can. The profiles manager, under Account Settings, holds birth details for the people you care about, and the birth chart form and the two-person reports let you pick them instead of typing everything again. Please add someone only with their permission; we never contact the people you save.',
            ],
            links: [{ href: href(ROUTES.profilesManager), label: 'Manage friend profiles' }],
          },
          {
            question: 'How do I close my account?',
            answer: [
              'Send us a message with the subject “Close my account” from the email address on the account. We confirm that the request is yours before anything is deleted, and tell you once it is done.',
            ],
            links: [{ href: href(ROUTES.service), label: 'Contact Us' }],
          },
        ],
      },
      {
        id: 'karma-coins',
        heading: 'Karma Coins',
        questions: [
          {
            question: 'What are Karma Coins?',
            answer: [
              `Karma Coins are the site’s own currency. They pay for the paid tarot readings and for every paid report, each of which shows a coin price beside its dollar price: the Celtic Cross, for example, is ${usd('celtic-cross')} or ${coins('celtic-cross')}.`,
              'Your balance shows in the account menu and on the Karma Coins page, and coins stay on it until you spend them. Memberships and coin packages themselves are paid in dollars only.',
            ],
          },
          {
            question: 'How do I buy Karma Coins?',
            answer: [
              `Log in and open the Karma Coins page. The packages are ${coinPackages()}.`,
              'Choose one and pay by card or with PayPal; the coins are added to your balance the moment the payment goes through, and a receipt arrives by email.',
            ],
            links: [{ href: href(ROUTES.karmaCoins), label: 'Buy Karma Coins' }],
          },
          {
            question: 'How do I pay for a reading or a report?',
            answer: [
              'When you choose a paid reading or report, the checkout shows its price and every way you can pay for it: by card, with PayPal, with Karma Coins, or with a free reading that a membership gives you. Nothing is charged until you press one of those buttons.',
              'A card number goes straight to our payment processor, never to our own servers. After paying you land on a confirmation page with your order number and, for a reading or a report, a button that opens it.',
            ],
          },
          {
            question: 'Where can I see what I have bought?',
            answer: [
              'Transactions, in the account menu, lists every coin bought or spent and every payment, subscription charges included, newest first. A row from an order links to the reading it paid for or to its receipt.',
              'If something still looks wrong, write to us with your order number and we will look into it with you.',
            ],
            links: [
              { href: href(ROUTES.transactions), label: 'Transactions' },
              { href: href(ROUTES.service), label: 'Contact Us' },
            ],
          },
        ],
      },
      {
        id: 'vip',
        heading: 'VIP membership',
        questions: [
          {
            question: 'What does VIP Membership include?',
            answer: [
              `A free tarot reading every billing period, to spend on a Celtic Cross or a Daily Reflection, and the VIP editions of the daily horoscope, tarot card, hexagram and number, which open on your own reading. A free reading left unused does not carry over to the following period.`,
              `VIP Membership is ${vipPrice} a month after a ${VIP_TRIAL_DAYS}-day free trial, and the free reading is yours from the first day of the trial.`,
            ],
            links: [{ href: href(ROUTES.vipMembership), label: 'Become a VIP' }],
          },
          {
            question: 'How does the free trial work?',
            answer: [
              `Your first VIP Membership starts with ${VIP_TRIAL_DAYS} days free. At checkout you add a card or approve PayPal, nothing is charged that day, and the page shows the date of the first ${vipPrice} payment. Unsubscribe before that date and you pay nothing at all.`,
              `The trial is offered once per member: a later VIP Membership, started after an earlier one has ended, is ${vipPrice} a month from its first day.`,
            ],
          },
          {
            question: 'What is the Daily Reflection subscription?',
            answer: [
              `It gives you one Daily Reflection reading every day for ${drtPrice} a month, instead of ${usd('daily-reflection')} for each one. It is charged from the day you subscribe, with no trial. Each day’s reading shows at checkout as a free reading, and the day changes at midnight New York time.`,
            ],
            links: [{ href: href(ROUTES.dailyReflectionMembership), label: 'The Daily Reflection subscription' }],
          },
          {
            question: 'How do I cancel a subscription?',
            answer: [
              'Log in and open the subscription’s own page, VIP Membership or Daily Reflection, under Readings and Reports. It shows your status and next billing date; press Unsubscribe and confirm, and no further payment is taken. We send an email to confirm it.',
              'VIP members will find the same Unsubscribe button on their VIP daily horoscope, which My VIP Membership in the account menu opens.',
            ],
            links: [
              { href: href(ROUTES.vipMembership), label: 'VIP Membership' },
              { href: href(ROUTES.dailyReflectionMembership), label: 'Daily Reflection subscription' },
            ],
          },
          {
            question: 'What happens after I unsubscribe?',
            answer: [
              'Everything the subscription includes stays yours until the end of the period you have already paid for, or the end of your free trial, and its page shows that date. Change your mind before then and the Restart button brings it back without a charge that day; billing simply carries on from the same date.',
              'After that date the subscription ends. Your readings and reports stay in Your Readings.',
            ],
          },
          {
            question: 'What if a monthly payment does not go through?',
            answer: [
              'We email you and try again a day later, and your benefits carry on while we retry. You can save a different card under “Update your card” on the subscription’s page. If the third attempt fails as well, the subscription ends.',
            ],
          },
        ],
      },
      {
        id: 'readings',
        heading: 'Readings',
        questions: [
          {
            question: 'Which readings can I have?',
            answer: [
              `Two tarot readings are free: the three-card reading (the past, the present and the path ahead) and the yes-or-no reading, one card with an honest lean. The Celtic Cross lays out ten cards for a question with many sides, for ${usd('celtic-cross')} or ${coins('celtic-cross')}, and the Daily Reflection reads three cards for the day ahead, for ${usd('daily-reflection')} or ${coins('daily-reflection')}.`,
              'The I Ching reading is free as well: you cast six lines, and the hexagram they build is explained in plain words.',
            ],
            links: [
              { href: href(ROUTES.readings.free), label: 'Free three-card reading' },
              { href: href(ROUTES.readings['celtic-cross']), label: 'Celtic Cross' },
              { href: href(ROUTES.freeIChing), label: 'Free I Ching reading' },
            ],
          },
          {
            question: 'How does a tarot reading work?',
            answer: [
              'You write your question, then choose your own cards from a freshly shuffled deck laid face down, in the deck you like best; the yes-or-no reading draws its single card for you. Your favourite deck can be set in Account Settings.',
              'The meanings open for members, so a visitor is asked to sign up or log in first, and the chosen cards wait meanwhile. For a paid spread, your cards are held while you pay, and the reading opens once the payment is through.',
            ],
          },
          {
            question: 'Is there an offer for new members?',
            answer: [
              `There is. Every new member gets ${VOUCHER_PERCENT}% off one paid tarot reading or report. The checkout shows the offer already ticked, with the reduced price; untick it if you would rather save it for another purchase.`,
              `Members who sign up for our text messages and confirm by replying Y receive a second ${VOUCHER_PERCENT}% offer of the same kind.`,
            ],
          },
          {
            question: 'What is the Your Readings page for?',
            answer: [
              'Your Readings keeps every tarot reading you receive, the I Ching readings you choose to save and every report, newest first, so you can come back to them whenever you like. Each entry has a Delete button if you would rather not keep it.',
            ],
            links: [{ href: href(ROUTES.journal), label: 'Your Readings' }],
          },
          {
            question: 'Can a reading predict what will happen to me?',
            answer: [
              'We do not think so, and we will not pretend otherwise. We write readings as prompts for reflection: they can help you notice what you feel and look at a choice from a new side, but the decisions stay yours.',
            ],
          },
        ],
      },
      {
        id: 'reports',
        heading: 'Reports and birth charts',
        questions: [
          {
            question: 'Can I see my birth chart for free?',
            answer: [
              'Yes, for everyone. Enter a name, birth date, birth time and place on Your Birth Chart, and the site draws your chart wheel with every planet placed, the aspects between them and your houses, followed by a free reading of your Sun, Moon and Rising signs.',
              'A visitor’s chart is not stored anywhere. Members can fill the form from a saved profile, and the charts they draw are kept in Your Readings.',
            ],
            links: [{ href: href(ROUTES.yourBirthChart), label: 'Your free birth chart' }],
          },
          {
            question: 'What is the Essential Birth Chart Report?',
            answer: [
              `It reads your whole birth chart: every planet in its sign and house, and the aspects that tie them together. It costs ${usd('essential-birth-redux')} or ${coins('essential-birth-redux')}, and its page also offers a free sample of your Sun, Moon and Rising signs before you decide.`,
              'If you did not know your birth time when you bought it, you can add it on the report’s page later, and the report is drawn again with the houses and Rising sign in place.',
            ],
            links: [{ href: href(ROUTES.essentialBirthChart), label: 'Essential Birth Chart Report' }],
          },
          {
            question: 'What other reports can I order?',
            answer: [
              'The Cosmic Profile Report reads you through seven traditions at once. For two people there are the Astrology Compatibility Report, which has a free sample, Relationship Potential, the Love Languages Report and Relationship Dynamics.',
              'For the twelve months ahead there are the Yearly Forecast, the Big Picture Forecast, the Big Picture Love Forecast and the Numerology Forecast.',
              `The paid reports cost ${reportPriceRange()}, and each one can also be paid for in Karma Coins. Every report’s page shows its price before you begin, and Readings and Reports lists them all.`,
            ],
            links: [
              { href: href(ROUTES.readingsHub), label: 'Readings and Reports' },
              { href: href(ROUTES.cosmicProfile), label: 'Cosmic Profile Report' },
              { href: href(ROUTES.compatibilityReport), label: 'Astrology Compatibility Report' },
            ],
          },
          {
            question: 'Why do you ask for my birth time and place?',
            answer: [
              'They are optional, but they make a chart personal. The rising sign changes about every two hours, and the houses depend on where on Earth you were born, so a time and a place give a far more precise chart than a birth date alone.',
            ],
            links: [{ href: href(ROUTES.settings), label: 'Update your birth details' }],
          },
          {
            question: 'I do not know my birth time. Can I still use the site?',
            answer: [
              'Certainly. Leave the time empty and the chart is drawn for noon, and says so: it leaves out the houses and the Rising sign and shows the range the Moon covered that day. If you find your time later, on a birth certificate or from a relative, you can add it in Account Settings.',
            ],
          },
        ],
      },
      {
        id: 'privacy',
        heading: 'Privacy and emails',
        questions: [
          {
            question: 'What do you do with my birth details?',
            answer: [
              'We use them for your sign, your charts, your personal daily readings and the reports you order, and for nothing else. We do not sell them. The Privacy Policy lists everything we collect, why, and how long we keep it.',
            ],
            links: [{ href: href(ROUTES.policies['privacy-policy']), label: 'Privacy Policy' }],
          },
          {
            question: 'How do I stop your emails or text messages?',
            answer: [
              'Account Settings lets you choose exactly which email lists you receive, and leaving a list there takes effect at once. Receipts and notices about your subscriptions still arrive while you hold an account, because they concern money you have paid.',
              'Text messages only start after you reply Y to our first text, and replying STOP to any of them ends them.',
            ],
            links: [{ href: href(ROUTES.settings), label: 'Email preferences' }],
          },
          {
            question: 'Which cookies does the site use?',
            answer: [
              'Only a few: one keeps you logged in, others remember choices such as your privacy consent and your colour theme, and one lets the readings pages suggest a different reading each time. The Cookie Policy names each of them and explains how to remove them.',
            ],
            links: [{ href: href(ROUTES.policies['cookie-policy']), label: 'Cookie Policy' }],
          },
          {
            question: 'Can I get a copy of the data you hold about me?',
            answer: [
              `Of course. Ask through the Contact Us page or write to ${support}, and we will send you a copy once we have confirmed that the request comes from you.`,
            ],
            links: [{ href: href(ROUTES.service), label: 'Contact Us' }],
          },
        ],
      },
    ],
  };
}

/** The FAQ, checked against its schema when it is loaded (a missing section or a broken answer fails loudly). */
export function faqContent(siteName: string, support: string): FaqContent {
  return FaqSchema.parse(faqDraft(siteName, support));
}
