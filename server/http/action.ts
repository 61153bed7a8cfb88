import type { z } from 'zod';
import { checkForm, type FieldErrors } from '../../shared/forms/form-schema';
import { AppError, isShownToPeople } from '../errors';
import type { RequestContext } from './request-context';

/**
 * One form's work, written once (DESIGN.md §3b): the form's zod schema, and what to do with its
 * parsed values. The island's JSON call (an /api route whose contract body is the same schema)
 * and the plain form post (a page's action) both run it. Honeypots, rate limits and side
 * effects live here, never in the adapters. A refusal is an AppError: its fields go under the
 * form's fields, its message above the form.
 */
export interface Action<S extends z.ZodType, R> {
  schema: S;
  run(input: z.output<S>, context: RequestContext): Promise<R>;
}

export function defineAction<S extends z.ZodType, R>(action: Action<S, R>): Action<S, R> {
  return action;
}

/** How an action ended, for a page to show: its result, or the messages under the fields. */
export type ActionOutcome<R> =
  | { ok: true; result: R }
  | { ok: false; status: number; message: string; errors: FieldErrors };

/** Validates a posted form with the action's schema and runs it; client errors become messages, never a 500. */
export async function runAction<S extends z.ZodType, R>(action: Action<S, R>, input: unknown, context: RequestContext): Promise<ActionOutcome<R>> {
  const checked = checkForm(action.schema, input);
  if (!checked.success) return { ok: false, status: 400, message: '', errors: checked.errors };
  try {
    return { ok: true, result: await action.run(checked.data, context) };
  } catch (error) {
    if (!isShownToPeople(error)) throw error;
    const errors: FieldErrors = {};
    for (const [field, messages] of Object.entries(error.fields ?? {})) if (messages[0]) errors[field] = messages[0];
    return { ok: false, status: error.status, message: error.message, errors };
  }
}

/** Throws the refusal of one field, as the platform would send it. */
export function fieldError(field: string, message: string, code: 'validation_failed' | 'bad_request' = 'validation_failed'): AppError {
  return new AppError(code, message, { [field]: [message] });
}
