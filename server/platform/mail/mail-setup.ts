import path from 'node:path';
import { mailDomain, supportAddress, type Config } from '../../config';
import type { MailServiceOptions } from './mail.service';
import { createMailTransport } from './mail-transport';

/** The mail service's settings from the configuration: SMTP when SMTP_URL is set, else the outbox. */
export function mailOptions(config: Config): MailServiceOptions {
  const domain = mailDomain(config);
  return {
    transport: createMailTransport({
      from: config.MAIL_FROM ?? `"${config.SITE_NAME}" <no-reply@${domain}>`,
      outboxDir: path.resolve(config.MAIL_OUTBOX_DIR),
      ...(config.SMTP_URL ? { smtpUrl: config.SMTP_URL } : {}),
    }),
    siteName: config.SITE_NAME,
    siteUrl: config.SITE_URL,
    supportAddress: supportAddress(config),
  };
}
