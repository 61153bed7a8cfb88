/**
 * The one text rule of every request: no control characters (other than tab, line feed and
 * carriage return) and no malformed Unicode (unpaired surrogates). It is checked on the raw
 * input before each schema runs (`parseClean`), by the contract routes of the site and the
 * platform and by every form, so hostile text is a 400 at validation on every database.
 */
import { z } from 'zod';
import { TEXT_MESSAGES } from '../forms/messages';
import { LONE_SURROGATE } from './contract';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Deeper than any request we accept; anything deeper is refused rather than walked. */
const MAX_DEPTH = 8;

export function isCleanText(value: string): boolean {
  return !CONTROL.test(value) && !LONE_SURROGATE.test(value);
}

/** A string schema with the text rule, for fields that declare it themselves. */
export const cleanString = () => z.string().refine(isCleanText, TEXT_MESSAGES.invalidCharacters);

export type TextIssue = { path: PropertyKey[]; message: string };

/** Every string (and object key) of a request value that breaks the text rule, by path. */
export function textIssues(value: unknown, path: PropertyKey[] = [], issues: TextIssue[] = []): TextIssue[] {
  if (typeof value === 'string') {
    if (!isCleanText(value)) issues.push({ path, message: TEXT_MESSAGES.invalidCharacters });
  } else if (value !== null && typeof value === 'object') {
    if (path.length >= MAX_DEPTH) issues.push({ path, message: 'This value is nested too deeply.' });
    else
      for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
        if (!isCleanText(key)) issues.push({ path: [...path, key.replace(/[^\x20-\x7e]/g, '?')], message: TEXT_MESSAGES.invalidCharacters });
        else textIssues(item, [...path, key], issues);
      }
  }
  return issues;
}

export type CleanParse<T> = { success: true; data: T } | { success: false; issues: TextIssue[] };

/** Applies the text rule, then the schema: the shared first step of every contract and form. */
export function parseClean<S extends z.ZodType>(schema: S, value: unknown): CleanParse<z.output<S>> {
  const bad = textIssues(value);
  if (bad.length > 0) return { success: false, issues: bad };
  const result = schema.safeParse(value);
  return result.success ? { success: true, data: result.data } : { success: false, issues: result.error.issues };
}
