import type { IslandDefinition } from '../../views/components/island';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props; boot passes the JSON it finds
type IslandModule = { default: IslandDefinition<any> };

/**
 * Every island the browser can hydrate, by name. Each import() becomes its own chunk, fetched
 * only on pages whose HTML holds that island.
 */
export const islandLoaders: Record<string, () => Promise<IslandModule>> = {
  'account-menu': () => import('../islands/account-menu'),
  'login-dialog': () => import('../islands/login-dialog'),
  'newsletter-box': () => import('../islands/newsletter-box'),
  'password-dialog': () => import('../islands/password-dialog'),
  'profiles-manager': () => import('../islands/profiles-manager'),
  'signup-dialog': () => import('../islands/signup-dialog'),
  'sms-dialog': () => import('../islands/sms-dialog'),
};
