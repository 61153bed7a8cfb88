import type { ColumnDefinitionBuilder } from 'kysely';
import type { Engine } from '../database';

/** An integer primary key the database numbers itself, in each engine's own idiom. */
export function autoIncrementId(col: ColumnDefinitionBuilder, engine: Engine): ColumnDefinitionBuilder {
  return engine === 'sqlite' ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
}
