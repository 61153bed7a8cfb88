/** What this site keeps in a session. */
declare module 'express-session' {
  interface SessionData {
    memberUuid?: string;
    /** Shown in the header without asking the member service on every page. */
    username?: string;
    /** When the member logged in (epoch ms): only a login's own save may create a member session. */
    loginAt?: number;
    /** The Karma Coin balance at login, for the account menu of pages without JavaScript. */
    karmaCoins?: number;
    /** Whether the member held a VIP membership at login or the last status refresh. */
    vip?: boolean;
    /**
     * The key tarot deals are bound to (random, made at the first deal). Kept across login, so a
     * visitor who logs in mid-reading can still submit the deal they were dealt.
     */
    readingKey?: string;
  }
}

export {};
