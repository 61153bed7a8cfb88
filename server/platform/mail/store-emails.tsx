import { formatLongDate } from '../../../shared/site/calendar';
import type { TemplateMail } from '../ports';
import { Button, COLORS, EmailLayout, Greeting, Paragraph, renderEmailHtml, SmallPrint, textGreeting, type RenderedEmail, type SiteParams } from './email-layout';

/**
 * The store's emails (issue #13): a receipt for every purchase and renewal, and news of a
 * subscription. Dates arrive as YYYY-MM-DD and are written as the site writes them
 * ('December 2, 2026', `formatLongDate`).
 */

type Receipt = Extract<TemplateMail, { template: 'receipt' }>;
type Notice = Extract<TemplateMail, { template: 'subscription_notice' }>;

function ReceiptHtml({ site, mail, subject, rows }: { site: SiteParams; mail: Receipt; subject: string; rows: [string, string][] }) {
  return (
    <EmailLayout {...site} title={subject} preheader={`${mail.product_name}: ${mail.amount}`} footer={<SmallPrint>{`Order ${mail.order_uuid}`}</SmallPrint>}>
      <Greeting firstName={mail.first_name} />
      <Paragraph>Thank you for your purchase. This email is your receipt; keep it for your records.</Paragraph>
      <table role="presentation" style={{ borderCollapse: 'collapse', margin: '0 0 20px 0', width: '100%' }}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" style={{ textAlign: 'left', padding: '6px 12px 6px 0', color: COLORS.muted, fontWeight: 'normal' }}>
                {label}
              </th>
              <td style={{ padding: '6px 0', color: COLORS.text }}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button href={mail.url}>See it on the site</Button>
      <SmallPrint>If something is not right, reply to this email or write to us from the Contact Us page and quote your order number.</SmallPrint>
    </EmailLayout>
  );
}

/** A subscription that charged nothing today (a free trial, a restart within the paid month): its card is charged later. */
const chargedLater = (mail: Receipt) => mail.billing !== undefined && mail.amount === '$0.00';

export function receiptEmail(site: SiteParams, mail: Receipt): RenderedEmail {
  const subject = `Your ${site.siteName} receipt: ${mail.product_name}`;
  const rows: [string, string][] = [
    ['Item', mail.product_name],
    ['Amount', mail.amount],
    [chargedLater(mail) ? 'To be charged to' : 'Paid with', mail.payment],
    ...(mail.discount ? ([['Offer', mail.discount]] as [string, string][]) : []),
    ...(mail.billing ? ([['Billing', mail.billing]] as [string, string][]) : []),
    ['Date', formatLongDate(mail.date)],
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
  return { subject, text, html: renderEmailHtml(<ReceiptHtml site={site} mail={mail} subject={subject} rows={rows} />) };
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

function SubscriptionNoticeHtml({ site, mail, subject, lines, button }: { site: SiteParams; mail: Notice; subject: string; lines: string[]; button: string }) {
  return (
    <EmailLayout {...site} title={subject} preheader={lines[0]!} footer={<SmallPrint>{`You receive this email because you hold a subscription at ${site.siteName}.`}</SmallPrint>}>
      <Greeting firstName={mail.first_name} />
      {lines.map((line, index) => (
        <Paragraph key={index}>{line}</Paragraph>
      ))}
      <Button href={mail.url}>{button}</Button>
    </EmailLayout>
  );
}

export function subscriptionNoticeEmail(site: SiteParams, mail: Notice): RenderedEmail {
  const notice = NOTICES[mail.notice];
  const subject = notice.subject(mail.product_name);
  const lines = notice.lines(mail.product_name, formatLongDate(mail.date));
  const text = [textGreeting(mail.first_name), '', ...lines.flatMap((line) => [line, '']), `${notice.button}:`, mail.url, '', `The ${site.siteName} team`, ''].join('\n');
  return { subject, text, html: renderEmailHtml(<SubscriptionNoticeHtml site={site} mail={mail} subject={subject} lines={lines} button={notice.button} />) };
}
