import { running } from './global-setup';
import { dropTemplates } from './template-databases';

/** After the last test file: the run's Chromium and its template databases go. */
export default async function globalTeardown(): Promise<void> {
  await Promise.all([running.browser?.close(), dropTemplates()]);
}
