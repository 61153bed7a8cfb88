import { LOGIN_MESSAGES } from '../forms/messages';
import { isValidEmail } from '../forms/rules';

/** Mail providers most members use; a domain one or two keystrokes away from one is likely a typo. */
const COMMON_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'aol.com',
  'icloud.com',
  'live.com',
  'msn.com',
  'comcast.net',
  'me.com',
  'mac.com',
  'att.net',
  'verizon.net',
  'sbcglobal.net',
  'protonmail.com',
  'ymail.com',
  'googlemail.com',
  'yahoo.co.uk',
  'hotmail.co.uk',
  'btinternet.com',
  'mail.com',
  'gmx.com',
  'gmx.net',
  'proton.me',
  'zoho.com',
  'yandex.com',
  'fastmail.com',
] as const;

/** Top-level domains typed wrongly so often that the fix is certain. */
const TLD_FIXES: Record<string, string> = { con: 'com', cmo: 'com', ocm: 'com', comm: 'com', cim: 'com', vom: 'com', nte: 'net', ent: 'net', ogr: 'org' };

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

export interface EmailCheck {
  valid: boolean;
  /** The address as it would be saved: trimmed, domain in lower case. */
  email: string;
  message?: string;
  /** A likely intended address when the domain looks mistyped ('Did you mean ...?'). */
  suggestion?: string;
}

/** Checks an address the way signup will, and spots a mistyped common mail domain. */
export function checkEmail(input: string): EmailCheck {
  const trimmed = input.trim();
  if (!isValidEmail(trimmed)) return { valid: false, email: trimmed, message: LOGIN_MESSAGES.email };
  const at = trimmed.lastIndexOf('@');
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1).toLowerCase();
  const email = `${local}@${domain}`;
  if ((COMMON_DOMAINS as readonly string[]).includes(domain)) return { valid: true, email };

  const labels = domain.split('.');
  const tld = labels[labels.length - 1]!;
  const fixedDomain = TLD_FIXES[tld] ? [...labels.slice(0, -1), TLD_FIXES[tld]].join('.') : domain;
  let best: { domain: string; distance: number } | undefined;
  for (const common of COMMON_DOMAINS) {
    const distance = editDistance(fixedDomain, common);
    if (distance <= 2 && distance < common.length / 4 + 1 && (!best || distance < best.distance)) best = { domain: common, distance };
  }
  const suggested = best?.domain ?? (fixedDomain !== domain ? fixedDomain : undefined);
  return suggested ? { valid: true, email, suggestion: `${local}@${suggested}` } : { valid: true, email };
}
