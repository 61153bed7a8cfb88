/**
 * Transactional email copy. Every template is a pure function returning a subject, a plain-text
 * body that reads well on its own, and an HTML body rendered from a React component built on the
 * inline-styled pieces in email-layout.tsx (mail clients ignore external style sheets). React
 * escapes every value placed into the HTML.
 */

import type { ReactNode } from 'react';
import { href, ROUTES } from '../../../shared/routes';
import { maskEmail } from '../../../shared/accounts/mask-email';
import type { SupportTicketMail } from '../ports';
import { Button, COLORS, EmailLayout, FONT, Greeting, Paragraph, renderEmailHtml, SignOff, siteLink, SmallPrint, TextLink, textGreeting, type RenderedEmail, type SiteParams } from './email-layout';

export type { RenderedEmail } from './email-layout';

export interface WelcomeEmailParams extends SiteParams {
  /** The member's first name; a blank name falls back to a plain greeting. */
  firstName?: string;
}

export interface PasswordResetEmailParams extends WelcomeEmailParams {
  /** The one-time link that lets the member choose a new password. */
  resetUrl: string;
  /** How long the link stays valid. */
  expiresInMinutes: number;
}

/** "1 minute", "45 minutes", "1 hour", "2 hours", "90 minutes". */
export function describeMinutes(minutes: number): string {
  const whole = Math.max(1, Math.round(minutes));
  if (whole >= 60 && whole % 60 === 0) {
    const hours = whole / 60;
    return hours === 1 ? '1 hour' : `${hours} hours`;
  }
  return whole === 1 ? '1 minute' : `${whole} minutes`;
}

// --- Welcome ------------------------------------------------------------------------------

/** Where the welcome email sends a new member: pages that exist today (a test requests every link of every email). */
function welcomeLinks(siteUrl: string) {
  return {
    home: siteLink(siteUrl),
    settings: siteLink(siteUrl, href(ROUTES.settings)),
    horoscope: siteLink(siteUrl, href(ROUTES.horoscopes.daily.base)),
    tarotCard: siteLink(siteUrl, href(ROUTES.dailyTarotCard.base)),
    freeReading: siteLink(siteUrl, href(ROUTES.readings.free)),
  };
}

interface WelcomeProps extends WelcomeEmailParams {
  subject: string;
  links: ReturnType<typeof welcomeLinks>;
}

function ListItem({ children }: { children: ReactNode }) {
  return <li style={{ margin: '0 0 8px 0', ...FONT, fontSize: '16px', lineHeight: '1.5', color: COLORS.text }}>{children}</li>;
}

function WelcomeHtml({ siteName, siteUrl, firstName, subject, links }: WelcomeProps) {
  const { home, settings } = links;
  const footer = (
    <>
      <SmallPrint>
        You decide which emails we send you. You can change your email preferences at any time in <TextLink href={settings}>your settings</TextLink>.
      </SmallPrint>
      <SmallPrint>{settings}</SmallPrint>
    </>
  );
  return (
    <EmailLayout siteName={siteName} siteUrl={siteUrl} title={subject} preheader="Your account is ready, with your birth details saved." footer={footer}>
      <Greeting firstName={firstName} />
      <Paragraph>{`Welcome to ${siteName}! We're so glad you found your way here.`}</Paragraph>
      <Paragraph>Your account is ready. Here is what it does for you today:</Paragraph>
      <ul style={{ margin: '0 0 20px 0', padding: '0 0 0 20px' }}>
        <ListItem>
          <strong>Your birth details</strong> are saved in your own profile; you can change them at any time in your settings.
        </ListItem>
        <ListItem>
          <strong>Profiles</strong> keep birth details for friends and family.
        </ListItem>
        <ListItem>
          <strong>Your welcome offer</strong> takes half off one paid tarot reading, such as the Celtic Cross, at checkout.
        </ListItem>
        <ListItem>
          <strong>Your settings</strong> let you choose the emails you would like from us.
        </ListItem>
      </ul>
      <Paragraph>
        Start with <TextLink href={links.horoscope}>your daily horoscope</TextLink>, turn over <TextLink href={links.tarotCard}>the tarot card of the day</TextLink>, or ask the cards a
        question with <TextLink href={links.freeReading}>a free tarot reading</TextLink>.
      </Paragraph>
      <Button href={home}>{`Visit ${siteName}`}</Button>
      <Paragraph>Thank you for joining us. May the stars be kind to you.</Paragraph>
      <SignOff siteName={siteName} />
    </EmailLayout>
  );
}

export function welcomeEmail(params: WelcomeEmailParams): RenderedEmail {
  const { siteName } = params;
  const links = welcomeLinks(params.siteUrl);
  const subject = `Welcome to ${siteName}`;

  const text = [
    textGreeting(params.firstName),
    '',
    `Welcome to ${siteName}! We're so glad you found your way here.`,
    '',
    'Your account is ready. Here is what it does for you today:',
    '',
    '- Your birth details are saved in your own profile; you can change them at any',
    '  time in your settings.',
    '- Keep birth details for friends and family in your profiles.',
    '- Your welcome offer takes half off one paid tarot reading, such as the Celtic',
    '  Cross, at checkout.',
    '- Choose the emails you would like from us in your settings.',
    '',
    'Start with your daily horoscope:',
    links.horoscope,
    '',
    'Turn over the tarot card of the day:',
    links.tarotCard,
    '',
    'Or ask the cards a question with a free tarot reading:',
    links.freeReading,
    '',
    'You decide which emails we send you. To change your email preferences at any',
    'time, visit your settings:',
    links.settings,
    '',
    'Thank you for joining us. May the stars be kind to you.',
    '',
    `The ${siteName} team`,
    '',
  ].join('\n');

  const html = renderEmailHtml(<WelcomeHtml {...params} subject={subject} links={links} />);
  return { subject, text, html };
}

// --- Password reset -----------------------------------------------------------------------

interface PasswordResetProps extends PasswordResetEmailParams {
  subject: string;
  expires: string;
  requestAgain: string;
}

function PasswordResetHtml({ siteName, siteUrl, firstName, resetUrl, subject, expires, requestAgain }: PasswordResetProps) {
  const footer = (
    <>
      <SmallPrint>If the button doesn&apos;t work, copy this address into your browser:</SmallPrint>
      <SmallPrint breakAll>
        <TextLink href={resetUrl}>{resetUrl}</TextLink>
      </SmallPrint>
      <SmallPrint>Please keep this link to yourself. We will never ask you for your password.</SmallPrint>
    </>
  );
  return (
    <EmailLayout siteName={siteName} siteUrl={siteUrl} title={subject} preheader={`Your password reset link expires in ${expires}.`} footer={footer}>
      <Greeting firstName={firstName} />
      <Paragraph>{`Someone asked to reset the password for your ${siteName} account. If that was you, use the button below to choose a new password.`}</Paragraph>
      <Button href={resetUrl}>Choose a new password</Button>
      <Paragraph>
        {`The link works only once and expires in ${expires}. If it runs out, you can `}
        <TextLink href={requestAgain}>ask for a new one</TextLink>.
      </Paragraph>
      <Paragraph>
        <strong>Didn&apos;t ask for this?</strong> Then you can safely ignore this email. Your password stays the same, and nothing about your account has changed.
      </Paragraph>
      <SignOff siteName={siteName} />
    </EmailLayout>
  );
}

export function passwordResetEmail(params: PasswordResetEmailParams): RenderedEmail {
  const { siteName, resetUrl } = params;
  const expires = describeMinutes(params.expiresInMinutes);
  const requestAgain = siteLink(params.siteUrl, href(ROUTES.passwordReset));
  const subject = `Reset your ${siteName} password`;

  const text = [
    textGreeting(params.firstName),
    '',
    `Someone asked to reset the password for your ${siteName} account. If that was`,
    'you, open this link to choose a new password:',
    '',
    resetUrl,
    '',
    `The link works only once and expires in ${expires}. If it runs out, you can`,
    'ask for a new one here:',
    requestAgain,
    '',
    "Didn't ask for this? Then you can safely ignore this email. Your password stays",
    'the same, and nothing about your account has changed.',
    '',
    'Please keep this link to yourself. We will never ask you for your password.',
    '',
    `The ${siteName} team`,
    '',
  ].join('\n');

  const html = renderEmailHtml(<PasswordResetHtml {...params} subject={subject} expires={expires} requestAgain={requestAgain} />);
  return { subject, text, html };
}

// --- Email address changed ----------------------------------------------------------------

export interface EmailChangedEmailParams extends WelcomeEmailParams {
  /** The account's new address (shown masked). */
  newEmail: string;
  /** Where to write when the change was not the member's doing. */
  supportAddress: string;
}


interface EmailChangedProps extends SiteParams {
  firstName: string | undefined;
  supportAddress: string;
  subject: string;
  masked: string;
}

function EmailChangedHtml({ siteName, siteUrl, firstName, supportAddress, subject, masked }: EmailChangedProps) {
  return (
    <EmailLayout
      siteName={siteName}
      siteUrl={siteUrl}
      title={subject}
      preheader={`Your account's email address is now ${masked}.`}
      footer={<SmallPrint>We send this to the old address of an account whenever its email address changes.</SmallPrint>}
    >
      <Greeting firstName={firstName} />
      <Paragraph>
        {`The email address of your ${siteName} account was just changed to `}
        <strong>{masked}</strong>. From now on we write to the new address, and you log in with it.
      </Paragraph>
      <Paragraph>If you made this change, there is nothing more to do.</Paragraph>
      <Paragraph>
        <strong>Did not make this change?</strong> Then someone else knows your password. Please write to us at <TextLink href={`mailto:${supportAddress}`}>{supportAddress}</TextLink>{' '}
        straight away, from this address, so we can give the account back to you.
      </Paragraph>
      <SignOff siteName={siteName} />
    </EmailLayout>
  );
}

/** Sent to the old address after an email change, so a takeover does not go unnoticed. */
export function emailChangedEmail(params: EmailChangedEmailParams): RenderedEmail {
  const { siteName, supportAddress } = params;
  const masked = maskEmail(params.newEmail);
  const subject = `Your ${siteName} email address was changed`;
  const text = [
    textGreeting(params.firstName),
    '',
    `The email address of your ${siteName} account was just changed to ${masked}.`,
    'From now on we write to the new address, and you log in with it.',
    '',
    'If you made this change, there is nothing more to do.',
    '',
    `If you did not, someone else knows your password. Please write to us at`,
    `${supportAddress} straight away, from this address, so we can give the account back to you.`,
    '',
    `The ${siteName} team`,
    '',
  ].join('\n');
  const html = renderEmailHtml(
    <EmailChangedHtml siteName={siteName} siteUrl={params.siteUrl} firstName={params.firstName} supportAddress={supportAddress} subject={subject} masked={masked} />,
  );
  return { subject, text, html };
}

// --- Support ticket -----------------------------------------------------------------------

export interface TicketEmailParams extends SupportTicketMail, SiteParams {}

const TICKET_TEXT = { ...FONT, lineHeight: '1.5', whiteSpace: 'pre-wrap' } as const;

function TicketReceivedHtml({ siteName, siteUrl, ticketId, name, subject, description, title }: TicketEmailParams & { title: string }) {
  const footer = (
    <SmallPrint>
      You are receiving this because you sent a message through <TextLink href={siteLink(siteUrl, href(ROUTES.service))}>our Contact Us form</TextLink>.
    </SmallPrint>
  );
  return (
    <EmailLayout siteName={siteName} siteUrl={siteUrl} title={title} preheader={`Ticket ${ticketId}: we will answer you soon.`} footer={footer}>
      <Greeting firstName={name} />
      <Paragraph>
        {`Thank you for writing to ${siteName} support. Your message has reached us as ticket `}
        <strong>{ticketId}</strong>, and a member of our team will answer you at this address, usually in under 24 hours on business days.
      </Paragraph>
      <Paragraph>
        <strong>Subject:</strong> {subject}
      </Paragraph>
      <blockquote style={{ margin: '0 0 16px 0', padding: '8px 16px', borderLeft: `3px solid ${COLORS.rule}`, ...TICKET_TEXT, fontSize: '15px', color: COLORS.quote }}>{description}</blockquote>
      <Paragraph>If you think of anything to add, simply reply to this email and keep the ticket number in the subject line.</Paragraph>
      <SignOff siteName={siteName} />
    </EmailLayout>
  );
}

/** The writer's receipt: their ticket number, what they sent, and when to expect an answer. */
export function ticketReceivedEmail(params: TicketEmailParams): RenderedEmail {
  const { siteName, ticketId } = params;
  const subject = `We received your message (ticket ${ticketId})`;
  const text = [
    textGreeting(params.name),
    '',
    `Thank you for writing to ${siteName} support. Your message has reached us as ticket`,
    `${ticketId}, and a member of our team will answer you at this address, usually in`,
    'under 24 hours on business days.',
    '',
    `Subject: ${params.subject}`,
    '',
    params.description,
    '',
    'If you think of anything to add, simply reply to this email and keep the ticket',
    'number in the subject line.',
    '',
    `The ${siteName} team`,
    '',
  ].join('\n');
  return { subject, text, html: renderEmailHtml(<TicketReceivedHtml {...params} title={subject} />) };
}

function TicketNoticeHtml({ siteName, siteUrl, subject, description, title, rows }: TicketEmailParams & { title: string; rows: [string, string][] }) {
  const cell = { ...FONT, fontSize: '14px' } as const;
  return (
    <EmailLayout siteName={siteName} siteUrl={siteUrl} title={title} preheader={subject}>
      <table role="presentation" cellPadding={0} cellSpacing={0} border={0} style={{ margin: '0 0 16px 0' }}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <td style={{ padding: '2px 12px 2px 0', ...cell, color: COLORS.muted }}>{label}</td>
              <td style={{ padding: '2px 0', ...cell, color: COLORS.text }}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div style={{ ...TICKET_TEXT, fontSize: '15px', color: COLORS.text }}>{description}</div>
    </EmailLayout>
  );
}

/** The copy for the support inbox: every field, plainly. */
export function ticketNoticeEmail(params: TicketEmailParams): RenderedEmail {
  const subject = `[${params.ticketId}] ${params.subject}: ${params.name}`;
  const rows: [string, string][] = [
    ['Ticket', params.ticketId],
    ['Subject', params.subject],
    ['Name', params.name],
    ['Email', params.email],
    ['Phone', params.phone || '(none given)'],
    ['Page', params.page || '(not known)'],
  ];
  const text = [...rows.map(([label, value]) => `${label}: ${value}`), '', params.description, ''].join('\n');
  return { subject, text, html: renderEmailHtml(<TicketNoticeHtml {...params} title={subject} rows={rows} />) };
}
