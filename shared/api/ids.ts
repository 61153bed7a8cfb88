/**
 * Ids as the schemas accept them. Every stored id is a 32-bit integer column on PostgreSQL, so
 * anything larger is refused at validation (a 400) instead of failing in the database.
 */
import { z } from 'zod';

export const MAX_ID = 2_147_483_647;

/** A positive id, from JSON or from text ('42'). */
export const idNumber = () =>
  z.coerce.number({ error: 'Must be a number.' }).int('Must be a whole number.').min(1, 'Must be a positive id.').max(MAX_ID, 'That id is too large.');

/** A reference that may be a number or a name: when it is all digits, it must fit an id. */
export const fitsIdRange = (text: string) => !/^\s*\d+\s*$/.test(text) || Number(text) <= MAX_ID;
export const ID_TOO_LARGE = 'That id is too large.';
