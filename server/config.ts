import { z } from 'zod';

/**
 * Every setting the server reads from the environment, parsed once at boot.
 * Defaults make `npm start` work on a fresh clone with no configuration at all.
 */
const port = z.coerce.number().int().min(0).max(65535);
const optionalUrl = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)
  .pipe(z.url().optional());

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  SITE_NAME: z.string().trim().min(1).max(60).default('Starlit'),
  /** Public origin used for canonical URLs and Open Graph tags; defaults to http://localhost:PORT. */
  SITE_URL: optionalUrl,
  DATABASE_URL: z
    .string()
    .default('sqlite:data/app.db')
    .refine((value) => /^(sqlite:|postgres(ql)?:\/\/)/.test(value), {
      message: 'must start with sqlite: or postgres://',
    }),
  REDIS_URL: optionalUrl.refine((value) => value === undefined || /^rediss?:\/\//.test(value), {
    message: 'must start with redis:// or rediss://',
  }),
  /** Signs the session cookie. When unset, a random secret is created once in data/session-secret. */
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Where the platform services (member, product, mail, location) live; unset runs them in-process. */
  PLATFORM_URL: optionalUrl,
  /** Port of the in-process platform; 0 picks a free loopback port. */
  PLATFORM_PORT: port.default(0),
  /** Shared key the web tier presents to the platform. */
  PARTNER_ID: z.string().min(1).default('starlit-web'),
  PARTNER_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  /** smtp:// or smtps:// URL to deliver email; unset writes each message to MAIL_OUTBOX_DIR as .eml. */
  SMTP_URL: optionalUrl.refine((value) => value === undefined || /^smtps?:\/\//.test(value), {
    message: 'must start with smtp:// or smtps://',
  }),
  MAIL_FROM: z.string().min(3).optional(),
  MAIL_OUTBOX_DIR: z.string().min(1).default('data/outbox'),
  /** The inbox that receives Contact Us tickets; unset uses support@ the site's host. */
  SUPPORT_EMAIL: z.email('must be an email address').optional(),
  /** http(s) URL of the SMS gateway, which receives `{to, text}` as JSON; unset writes texts to SMS_OUTBOX_DIR. */
  SMS_GATEWAY_URL: optionalUrl,
  SMS_OUTBOX_DIR: z.string().min(1).default('data/sms-outbox'),
  /** Where rendered card PNGs are kept between requests and restarts (safe to delete). */
  IMAGE_CACHE_DIR: z.string().min(1).default('data/image-cache'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long an order may stay 'charging' before a starting platform treats it as interrupted and reconciles it with the gateway. */
  PAYMENT_RECONCILE_GRACE_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  /** Tests only: `exit-after-charge` makes the platform exit right after a gateway charge, before the order is written paid. */
  STARLIT_FAULT: z.enum(['exit-after-charge']).optional(),
  /**
   * The advisor marketplace's listings endpoint (http or https; its own query, such as a key, is
   * kept). Unset: there is no provider, `GET /api/keen` answers an empty list and no page shows the
   * advisor widget (server/features/advisors/README.md).
   */
  ADVISOR_PROVIDER_URL: optionalUrl.refine((value) => value === undefined || /^https?:\/\//i.test(value), {
    message: 'must start with http:// or https://',
  }),
  /** Affiliate parameters added to every advisor link, as a query string: `aid=starlit&campaign=advisors`. */
  ADVISOR_AFFILIATE_PARAMS: z
    .string()
    .optional()
    .transform((value) => value?.trim().replace(/^\?/, '') || undefined)
    .refine((value) => value === undefined || (value.length <= 1000 && /^[A-Za-z0-9_.~-]{1,40}=[^&=\s]{0,200}(&[A-Za-z0-9_.~-]{1,40}=[^&=\s]{0,200})*$/.test(value)), {
      message: 'must be a query string of name=value pairs joined by &, such as aid=starlit&campaign=advisors',
    }),
  /** How long a call to the advisor marketplace may take before the widget gives up (milliseconds). */
  ADVISOR_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(2000),
  /** `off` keeps `npm start` from sending the daily lists' emails (another process sends them, or none should). */
  DAILY_EMAILS: z.enum(['on', 'off']).default('on'),
  /** Megabytes of compressed logged-out pages each process keeps in memory; 0 turns the page cache off. */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /** Number of proxy hops to trust for X-Forwarded-* headers (0 = none). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
}).superRefine((config, context) => {
  if (config.PLATFORM_URL && !config.PARTNER_KEY) {
    context.addIssue({ code: 'custom', path: ['PARTNER_KEY'], message: 'required when PLATFORM_URL is set' });
  }
});

export type Config = z.infer<typeof ConfigSchema> & { SITE_URL: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws a ConfigError naming every bad key at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const key = issue.path.join('.') || '(environment)';
      return `${key}: ${issue.message}`;
    });
    throw new ConfigError(problems);
  }
  const parsed = result.data;
  const siteUrl = (parsed.SITE_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, '');
  return { ...parsed, SITE_URL: siteUrl };
}

/** For entry points: the configuration, or a message naming every bad key and exit code 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** The domain the site's own addresses use: the site's host, or a placeholder for a bare host name. */
export function mailDomain(config: Config): string {
  const host = new URL(config.SITE_URL).hostname;
  return host.includes('.') ? host : 'localhost.localdomain';
}

/** Where people write to support: SUPPORT_EMAIL, or support@ the site's domain. */
export function supportAddress(config: Config): string {
  return config.SUPPORT_EMAIL ?? `support@${mailDomain(config)}`;
}
