/**
 * Frequently asked questions (`/service/frequently-asked-questions`). Every answer describes the
 * site as it is today: when a part of the site is still being built (the store, VIP, readings,
 * reports), the answer says so, and says what exists already, without promising dates. Keep the
 * answers in step with the site as features land.
 */
import { z } from 'zod';
import { href, ROUTES } from '../../shared/routes';

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

function faqDraft(siteName: string, support: string): FaqContent {
  return {
    title: 'Frequently Asked Questions',
    description: `Answers about ${siteName} accounts, Karma Coins, VIP membership, readings, reports and your privacy, and how to reach our support team.`,
    intro: [
      `${siteName} is young and still growing, so these answers describe the site as it stands today. Where something is still being built, we say so plainly rather than guess at a date.`,
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
              'No. Every public page can be read without signing up. A free account keeps your name, birth date and, if you like, your birth time and place in one spot, so the personal features we add can use them without asking again.',
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
              'You can. The profiles manager, under Account Settings, holds birth details for the people you care about, so comparisons can use them later. Please add someone only with their permission; we never contact the people you save.',
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
              `Karma Coins are the site’s own currency, meant for paying for readings and reports on ${siteName}. Every member has a balance, shown in the account menu, and every coin added or spent is recorded against the account.`,
            ],
          },
          {
            question: 'Can I buy Karma Coins yet?',
            answer: [
              'Not at the moment. The store is still being built, so there is nothing to buy and nothing to spend coins on today. When the store opens, coin packages will be offered there and the price will be shown before you pay.',
            ],
          },
          {
            question: 'My balance looks wrong. Who can check it?',
            answer: [
              'Write to us with the subject “Karma Coins question”. We can see every movement on your account and will explain or correct it.',
            ],
            links: [{ href: href(ROUTES.service), label: 'Contact Us' }],
          },
        ],
      },
      {
        id: 'vip',
        heading: 'VIP membership',
        questions: [
          {
            question: 'Is there a VIP membership?',
            answer: [
              'A VIP membership is planned, with extra personal content for members who subscribe, but it is not offered yet and nobody is being charged for one. Until it launches, every member has the same free account.',
            ],
          },
          {
            question: 'How will I cancel a subscription once there is one?',
            answer: [
              'Our Terms of Use already describe how subscriptions will work: you will be able to cancel at any time in Account Settings, you will not be charged again, and the membership will run to the end of the period you have already paid for.',
            ],
            links: [{ href: href(ROUTES.policies['terms-of-use']), label: 'Terms of Use' }],
          },
        ],
      },
      {
        id: 'readings',
        heading: 'Readings',
        questions: [
          {
            question: 'Can I get a tarot reading on the site?',
            answer: [
              'Not yet. Tarot readings, daily horoscopes and the tarot card pages are being written now. Until they arrive, the home page introduces the twelve signs, the tarot deck and numerology.',
            ],
            links: [{ href: href(ROUTES.home), label: 'Home page' }],
          },
          {
            question: 'What is the Your Readings page for?',
            answer: [
              'Your Readings is where the readings you receive will be kept, so you can come back to them later. It is empty for everyone today, and you can delete any entry once there are some.',
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
            question: 'Do you offer astrology reports or a birth chart?',
            answer: [
              'Not today. There is no birth chart on the site yet, and the astrology reports you see in Readings and Reports are listed without a price because they cannot be bought yet. What you can use now are the horoscopes, written from the real sky for every sign, and the tarot readings.',
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
              'Certainly. Leave the time empty and everything that depends only on your birth date still works. If you find your time later, on a birth certificate or from a relative, you can add it in Account Settings.',
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
              'We use them for your sign and your personal content, and for nothing else. We do not sell them. The Privacy Policy lists everything we collect, why, and how long we keep it.',
            ],
            links: [{ href: href(ROUTES.policies['privacy-policy']), label: 'Privacy Policy' }],
          },
          {
            question: 'How do I stop your emails or text messages?',
            answer: [
              'Account Settings lets you choose exactly which email lists you receive, and leaving a list there takes effect at once. Text messages only start after you reply Y to our first text, and replying STOP to any of them ends them.',
            ],
            links: [{ href: href(ROUTES.settings), label: 'Email preferences' }],
          },
          {
            question: 'Which cookies does the site use?',
            answer: [
              'Only a few: one keeps you logged in, and others remember choices such as your privacy consent. The Cookie Policy names each of them and explains how to remove them.',
            ],
            links: [{ href: href(ROUTES.policies['cookie-policy']), label: 'Cookie Policy' }],
          },
          {
            question: 'Can I get a copy of the data you hold about me?',
            answer: [
              `Yes. Ask through the Contact Us page or write to ${support}, and we will send you a copy once we have confirmed that the request comes from you.`,
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
