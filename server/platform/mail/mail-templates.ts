/**
 * Transactional email copy. Every template is a pure function returning a subject, a plain-text
 * body that reads well on its own, and a simple inline-styled HTML body (mail clients ignore
 * external style sheets). Every value placed into the HTML goes through escapeHtml.
 */

import type { SupportTicketMail } from '../ports';
import { escapeHtml } from '../escape-html';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export interface WelcomeEmailParams {
  /** Brand name, for example "Starlit". */
  siteName: string;
  /** Public origin of the site, with or without a trailing slash. */
  siteUrl: string;
  /** The member's first name; a blank name falls back to a plain greeting. */
  firstName?: string;
}

export interface PasswordResetEmailParams extends WelcomeEmailParams {
  /** The one-time link that lets the member choose a new password. */
  resetUrl: string;
  /** How long the link stays valid. */
  expiresInMinutes: number;
}

export function siteLink(siteUrl: string, path = ''): string {
  return `${siteUrl.trim().replace(/\/+$/, '')}${path}`;
}

function cleanName(firstName: string | undefined): string {
  return (firstName ?? '').trim();
}

export function textGreeting(firstName: string | undefined): string {
  const name = cleanName(firstName);
  return name ? `Hi ${name},` : 'Hello,';
}

export function htmlGreeting(firstName: string | undefined): string {
  const name = cleanName(firstName);
  return name ? `Hi ${escapeHtml(name)},` : 'Hello,';
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

// --- Shared HTML pieces -------------------------------------------------------------------

export const FONT = "font-family:Georgia,'Times New Roman',serif;";
const PARAGRAPH = `margin:0 0 16px 0;${FONT}font-size:16px;line-height:1.6;color:#2b2540;`;
export const SMALL = `margin:0 0 12px 0;${FONT}font-size:13px;line-height:1.5;color:#6b6482;`;
const LINK = 'color:#5b3fa8;text-decoration:underline;';

export function paragraph(innerHtml: string): string {
  return `<p style="${PARAGRAPH}">${innerHtml}</p>`;
}

export function link(href: string, label: string): string {
  return `<a href="${escapeHtml(href)}" style="${LINK}">${escapeHtml(label)}</a>`;
}

export function button(href: string, label: string): string {
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px 0;">` +
    `<tr><td style="border-radius:6px;background-color:#5b3fa8;">` +
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;${FONT}font-size:16px;` +
    `font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a>` +
    `</td></tr></table>`
  );
}

export function layout(options: { siteName: string; siteUrl: string; title: string; preheader: string; body: string; footer: string }): string {
  const siteName = escapeHtml(options.siteName);
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(options.title)}</title>`,
    '</head>',
    '<body style="margin:0;padding:0;background-color:#f4f1fa;">',
    `<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(options.preheader)}</div>`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f1fa;">',
    '<tr><td align="center" style="padding:24px 12px;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border-radius:8px;">',
    `<tr><td style="padding:20px 32px;border-bottom:1px solid #e6e0f2;${FONT}font-size:22px;font-weight:bold;color:#3d2a78;">` +
      `<a href="${escapeHtml(siteLink(options.siteUrl))}" style="color:#3d2a78;text-decoration:none;">${siteName}</a></td></tr>`,
    `<tr><td style="padding:28px 32px 12px 32px;">${options.body}</td></tr>`,
    `<tr><td style="padding:16px 32px 24px 32px;border-top:1px solid #e6e0f2;">${options.footer}</td></tr>`,
    '</table>',
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

// --- Welcome ------------------------------------------------------------------------------

export function welcomeEmail(params: WelcomeEmailParams): RenderedEmail {
  const { siteName } = params;
  const home = siteLink(params.siteUrl);
  const settings = siteLink(params.siteUrl, '/member/settings');
  const subject = `Welcome to ${siteName}`;

  const text = [
    textGreeting(params.firstName),
    '',
    `Welcome to ${siteName}! We're so glad you found your way here.`,
    '',
    'Your account is ready. Here is what it does for you today:',
    '',
    '- Your birth details are saved, ready for the readings and charts to come.',
    '- Keep birth details for friends and family in your profiles.',
    '- Choose the emails you would like from us in your settings.',
    '',
    'Daily horoscopes, tarot and your birth chart are on their way; we will let you',
    'know when they arrive.',
    '',
    'Start exploring here:',
    home,
    '',
    'You decide which emails we send you. To change your email preferences at any',
    'time, visit your settings:',
    settings,
    '',
    'Thank you for joining us. May the stars be kind to you.',
    '',
    `The ${siteName} team`,
    '',
  ].join('\n');

  const listItem = (html: string) =>
    `<li style="margin:0 0 8px 0;${FONT}font-size:16px;line-height:1.5;color:#2b2540;">${html}</li>`;
  const body = [
    paragraph(htmlGreeting(params.firstName)),
    paragraph(`Welcome to ${escapeHtml(siteName)}! We&#39;re so glad you found your way here.`),
    paragraph('Your account is ready. Here is what it does for you today:'),
    `<ul style="margin:0 0 20px 0;padding:0 0 0 20px;">`,
    listItem('<strong>Your birth details</strong> are saved, ready for the readings and charts to come.'),
    listItem('<strong>Profiles</strong> keep birth details for friends and family.'),
    listItem('<strong>Your settings</strong> let you choose the emails you would like from us.'),
    '</ul>',
    paragraph('Daily horoscopes, tarot and your birth chart are on their way; we will let you know when they arrive.'),
    button(home, `Visit ${siteName}`),
    paragraph('Thank you for joining us. May the stars be kind to you.'),
    paragraph(`The ${escapeHtml(siteName)} team`),
  ].join('\n');
  const footer =
    `<p style="${SMALL}">You decide which emails we send you. ` +
    `You can change your email preferences at any time in ${link(settings, 'your settings')}.</p>` +
    `<p style="${SMALL}">${escapeHtml(settings)}</p>`;

  const html = layout({
    siteName,
    siteUrl: params.siteUrl,
    title: subject,
    preheader: 'Your account is ready, with your birth details saved.',
    body,
    footer,
  });
  return { subject, text, html };
}

// --- Password reset -----------------------------------------------------------------------

export function passwordResetEmail(params: PasswordResetEmailParams): RenderedEmail {
  const { siteName, resetUrl } = params;
  const expires = describeMinutes(params.expiresInMinutes);
  const requestAgain = siteLink(params.siteUrl, '/password-reset');
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

  const body = [
    paragraph(htmlGreeting(params.firstName)),
    paragraph(
      `Someone asked to reset the password for your ${escapeHtml(siteName)} account. ` +
        'If that was you, use the button below to choose a new password.',
    ),
    button(resetUrl, 'Choose a new password'),
    paragraph(
      `The link works only once and expires in ${escapeHtml(expires)}. ` +
        `If it runs out, you can ${link(requestAgain, 'ask for a new one')}.`,
    ),
    paragraph(
      '<strong>Didn&#39;t ask for this?</strong> Then you can safely ignore this email. ' +
        'Your password stays the same, and nothing about your account has changed.',
    ),
    paragraph(`The ${escapeHtml(siteName)} team`),
  ].join('\n');
  const footer =
    `<p style="${SMALL}">If the button doesn&#39;t work, copy this address into your browser:</p>` +
    `<p style="${SMALL}word-break:break-all;">${link(resetUrl, resetUrl)}</p>` +
    `<p style="${SMALL}">Please keep this link to yourself. We will never ask you for your password.</p>`;

  const html = layout({
    siteName,
    siteUrl: params.siteUrl,
    title: subject,
    preheader: `Your password reset link expires in ${expires}.`,
    body,
    footer,
  });
  return { subject, text, html };
}

// --- Email address changed ----------------------------------------------------------------

export interface EmailChangedEmailParams extends WelcomeEmailParams {
  /** The account's new address (shown masked). */
  newEmail: string;
  /** Where to write when the change was not the member's doing. */
  supportAddress: string;
}

/** "a•••@example.com": enough for the owner to recognise, not a full address to anyone reading the old inbox. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
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
  const body = [
    paragraph(htmlGreeting(params.firstName)),
    paragraph(`The email address of your ${escapeHtml(siteName)} account was just changed to <strong>${escapeHtml(masked)}</strong>. From now on we write to the new address, and you log in with it.`),
    paragraph('If you made this change, there is nothing more to do.'),
    paragraph(
      `<strong>Did not make this change?</strong> Then someone else knows your password. Please write to us at ` +
        `${link(`mailto:${supportAddress}`, supportAddress)} straight away, from this address, so we can give the account back to you.`,
    ),
    paragraph(`The ${escapeHtml(siteName)} team`),
  ].join('\n');
  const footer = `<p style="${SMALL}">We send this to the old address of an account whenever its email address changes.</p>`;
  const html = layout({ siteName, siteUrl: params.siteUrl, title: subject, preheader: `Your account's email address is now ${masked}.`, body, footer });
  return { subject, text, html };
}

// --- Support ticket -----------------------------------------------------------------------

export interface TicketEmailParams extends SupportTicketMail {
  siteName: string;
  siteUrl: string;
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
  const body = [
    paragraph(htmlGreeting(params.name)),
    paragraph(
      `Thank you for writing to ${escapeHtml(siteName)} support. Your message has reached us as ticket <strong>${escapeHtml(ticketId)}</strong>, ` +
        'and a member of our team will answer you at this address, usually in under 24 hours on business days.',
    ),
    paragraph(`<strong>Subject:</strong> ${escapeHtml(params.subject)}`),
    `<blockquote style="margin:0 0 16px 0;padding:8px 16px;border-left:3px solid #e6e0f2;${FONT}font-size:15px;line-height:1.5;color:#4a4566;white-space:pre-wrap;">${escapeHtml(params.description)}</blockquote>`,
    paragraph('If you think of anything to add, simply reply to this email and keep the ticket number in the subject line.'),
    paragraph(`The ${escapeHtml(siteName)} team`),
  ].join('\n');
  const footer = `<p style="${SMALL}">You are receiving this because you sent a message through ${link(siteLink(params.siteUrl, '/service'), 'our Contact Us form')}.</p>`;
  return { subject, text, html: layout({ siteName, siteUrl: params.siteUrl, title: subject, preheader: `Ticket ${ticketId}: we will answer you soon.`, body, footer }) };
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
  const body = [
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;">`,
    ...rows.map(([label, value]) => `<tr><td style="padding:2px 12px 2px 0;${FONT}font-size:14px;color:#6b6482;">${label}</td><td style="padding:2px 0;${FONT}font-size:14px;color:#2b2540;">${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<div style="${FONT}font-size:15px;line-height:1.5;color:#2b2540;white-space:pre-wrap;">${escapeHtml(params.description)}</div>`,
  ].join('\n');
  return { subject, text, html: layout({ siteName: params.siteName, siteUrl: params.siteUrl, title: subject, preheader: params.subject, body, footer: '' }) };
}
