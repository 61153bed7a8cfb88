/** What this site keeps in a session. */
declare module 'express-session' {
  interface SessionData {
    memberUuid?: string;
  }
}

export {};
