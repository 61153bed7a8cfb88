/**
 * Whether a database error is a unique-constraint violation, on either engine: SQLite's
 * SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY (better-sqlite3) or PostgreSQL's SQLSTATE 23505 (pg).
 * A check-then-insert can always lose a race; the constraint is the real guard, and this lets
 * callers answer its violation as the conflict it is.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
