/** Texts longer than this are shown on several lines (spec 1 §8). */
export const SMS_ERROR_MULTILINE_AFTER = 60;

/**
 * A US number as country code 1 plus 10 digits ('12125550123'), from whatever punctuation it was
 * typed with; undefined when it is not one. Area codes and exchanges never start with 0 or 1.
 */
export function normalizeUsPhone(input: string): string | undefined {
  const digits = input.replace(/[\s().+-]/g, '');
  if (!/^\d+$/.test(digits)) return undefined;
  const full = digits.length === 10 ? `1${digits}` : digits;
  return /^1[2-9]\d{2}[2-9]\d{6}$/.test(full) ? full : undefined;
}

/** '12125550123' as '(212) 555-0123'. */
export function formatUsPhone(normalized: string): string {
  const local = normalized.slice(1);
  return `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
}
