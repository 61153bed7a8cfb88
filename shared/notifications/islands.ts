/** The props of the notifications feature's islands (client/notifications/*.island.tsx), merged into `IslandProps` (shared/islands.ts). */
declare module '../islands' {
  interface IslandProps {
    /** The header's bell: a link to /notifications, and once reached the Daily Insight Feed panel. */
    'notification-bell': { loggedIn: boolean; unread: boolean };
  }
}
export {};
