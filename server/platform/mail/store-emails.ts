import type { TemplateMail } from '../ports';
import { escapeHtml } from '../escape-html';
import { button, htmlGreeting, layout, paragraph, SMALL, textGreeting, type RenderedEmail } from './mail-templates';

/** The store's emails (issue #13): a receipt for every purchase and renewal, and news of a subscription. */

type Site = { siteName: string; siteUrl: string };
type Receipt = Extract<TemplateMail, { template: 'receipt' }>;
type Notice = Extract<TemplateMail, { template: 'subscription_notice' }>;

export function receiptEmail(site: Site, mail: Receipt): RenderedEmail {
  const subject = `Your ${site.siteName} receipt: ${mail.product_name}`;
  const rows: [string, string][] = [
    ['Item', mail.product_name],
    ['Amount', mail.amount],
    ['Paid with', mail.payment],
    ...(mail.discount ? ([['Offer', mail.discount]] as [string, string][]) : []),
    ...(mail.billing ? ([['Billing', mail.billing]] as [string, string][]) : []),
    ['Date', mail.date],
    ['Order number', mail.order_uuid],
  ];
  const text = [
    textGreeting(mail.first_name),
    '',
    `Thank you for your purchase. This email is your receipt; keep it for your records.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'See it on the site:',
    mail.url,
    '',
    'If something is not right, reply to this email or write to us from the Contact Us page and quote your order number.',
    '',
    `The ${site.siteName} team`,
    '',
  ].join('\n');
  const table = [
    '<table role="presentation" style="border-collapse:collapse;margin:0 0 20px 0;width:100%;">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;padding:6px 12px 6px 0;color:#6b6482;font-weight:normal;">${escapeHtml(label)}</th><td style="padding:6px 0;color:#2b2540;">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
  ].join('\n');
  const body = [
    paragraph(htmlGreeting(mail.first_name)),
    paragraph('Thank you for your purchase. This email is your receipt; keep it for your records.'),
    table,
    button(mail.url, 'See it on the site'),
    `<p style="${SMALL}">If something is not right, reply to this email or write to us from the Contact Us page and quote your order number.</p>`,
  ].join('\n');
  return { subject, text, html: layout({ ...site, title: subject, preheader: `${mail.product_name}: ${mail.amount}`, body, footer: `<p style="${SMALL}">Order ${escapeHtml(mail.order_uuid)}</p>` }) };
}

const NOTICES: Record<Notice['notice'], { subject: (product: string) => string; lines: (product: string, date: string) => string[]; button: string }> = {
  trial_started: {
    subject: (product) => `Your ${product} free trial has begun`,
    lines: (product, date) => [
      `Welcome to ${product}. Your free week has begun, and every perk is yours from today.`,
      `Nothing is charged until ${date}. If you would rather not continue, unsubscribe before then from your membership page and you will not be billed.`,
    ],
    button: 'See your membership',
  },
  renewal_failed: {
    subject: (product) => `We could not renew your ${product}`,
    lines: (product, date) => [
      `We tried to take this month's payment for ${product}, but the card was not accepted.`,
      `We will try again on ${date}. To keep your perks without a break, please add a card that works before then.`,
    ],
    button: 'Update your card',
  },
  ended: {
    subject: (product) => `Your ${product} has ended`,
    lines: (product, date) => [
      `Your ${product} ended on ${date}, after we could not take the payment or after you unsubscribed.`,
      'Your readings and reports stay in Your Readings. You are welcome back at any time.',
    ],
    button: 'Join again',
  },
  canceled: {
    subject: (product) => `You have unsubscribed from ${product}`,
    lines: (product, date) => [
      `You have unsubscribed from ${product}. You will not be charged again.`,
      `Your perks stay with you until ${date}.`,
    ],
    button: 'See your membership',
  },
};

export function subscriptionNoticeEmail(site: Site, mail: Notice): RenderedEmail {
  const notice = NOTICES[mail.notice];
  const subject = notice.subject(mail.product_name);
  const lines = notice.lines(mail.product_name, mail.date);
  const text = [textGreeting(mail.first_name), '', ...lines.flatMap((line) => [line, '']), `${notice.button}:`, mail.url, '', `The ${site.siteName} team`, ''].join('\n');
  const body = [paragraph(htmlGreeting(mail.first_name)), ...lines.map((line) => paragraph(escapeHtml(line))), button(mail.url, notice.button)].join('\n');
  return { subject, text, html: layout({ ...site, title: subject, preheader: lines[0]!, body, footer: `<p style="${SMALL}">You receive this email because you hold a subscription at ${escapeHtml(site.siteName)}.</p>` }) };
}
