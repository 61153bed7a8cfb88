/**
 * Why a visitor is signing up (spec 1 §2 "Signup dialog", §4 "Signup", §9 signup_gateway):
 * to get a reading or report they asked for, to receive the newsletter, or for its own sake.
 * The context decides the dialog's title and button, the lists joined, the gateway recorded and
 * where the visitor goes once the account exists.
 */
export type SignupContext =
  | { kind: 'default' }
  | { kind: 'product'; type: 'Reading' | 'Report'; /** report code or slug, compat-tag-{slant}, or the reading teeup code */ gateway: string }
  | { kind: 'newsletter' };

export const DEFAULT_SIGNUP_CONTEXT: SignupContext = { kind: 'default' };

export const NEWSLETTER_GATEWAY = 'newsletter-module';

export function signupTitle(context: SignupContext): string {
  switch (context.kind) {
    case 'product':
      return `Your ${context.type} Awaits!`;
    case 'newsletter':
      return 'Your Subscription Awaits!';
    default:
      return 'Let Us Get to Know You';
  }
}

export function signupButtonText(context: SignupContext): string {
  return context.kind === 'product' ? `GET MY ${context.type.toUpperCase()}!` : 'SIGN UP';
}

/** The sentence under the title: what the free account gets them. */
export function signupLede(context: SignupContext, siteName: string): string {
  switch (context.kind) {
    case 'product':
      return `Create your free ${siteName} account and your ${context.type.toLowerCase()} will be ready in a moment. It will be kept in Your Readings to return to at any time.`;
    case 'newsletter':
      return `Create your free ${siteName} account to receive your daily horoscope, daily love horoscope and weekly love forecast by email. You can change or stop them in your settings at any time.`;
    default:
      return `Create your free ${siteName} account for personal horoscopes, readings and your birth chart.`;
  }
}

export function signupGateway(context: SignupContext, fallback = '#signup'): string {
  if (context.kind === 'product') return context.gateway;
  if (context.kind === 'newsletter') return NEWSLETTER_GATEWAY;
  return fallback;
}

/** Mail lists a signup subscribes to: always 'ipe', plus the three newsletter lists when the newsletter brought them. */
export function signupLists(context: SignupContext): string[] {
  return context.kind === 'newsletter' ? ['ipe', 'dailyhoroscope', 'dle', 'weekly_love'] : ['ipe'];
}

/**
 * The hash route after a successful signup: the text-message offer (`sms`) normally; the empty
 * route when a product or the newsletter brought the visitor and no text opt-in was asked for,
 * so they carry on with what they came for.
 */
export function routeAfterSignup(context: SignupContext, smsOptin: boolean): '' | 'sms' {
  return context.kind !== 'default' && !smsOptin ? '' : 'sms';
}

/** The context named in a plain form or query (`context=newsletter`, or `type` plus `gateway`). */
export function parseSignupContext(input: { context?: unknown; type?: unknown; gateway?: unknown }): SignupContext {
  if (input.context === 'newsletter') return { kind: 'newsletter' };
  if (input.context === 'product' && (input.type === 'Reading' || input.type === 'Report') && typeof input.gateway === 'string' && /^[a-z0-9][a-z0-9-]{0,79}$/.test(input.gateway)) {
    return { kind: 'product', type: input.type, gateway: input.gateway };
  }
  return DEFAULT_SIGNUP_CONTEXT;
}
