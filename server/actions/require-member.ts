import { AppError } from '../errors';
import type { RequestContext } from '../http/request-context';

/** The member an action works for; a visitor is refused (pages send visitors home before this). */
export function requireMember(context: RequestContext): string {
  if (!context.memberUuid) throw new AppError('unauthorized', 'Please log in to continue.');
  return context.memberUuid;
}
