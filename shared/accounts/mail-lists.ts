/**
 * Email lists with conditions. `dh_dailyhoroscope` (personal daily astrology) is for VIP members
 * only (spec 1 §2, §3); the mail service checks it on the server for every join, and signup
 * refuses it before an account exists (a new member is never VIP).
 */
export const VIP_ONLY_LISTS: readonly string[] = ['dh_dailyhoroscope'];

export const isVipOnlyList = (code: string): boolean => VIP_ONLY_LISTS.includes(code);
