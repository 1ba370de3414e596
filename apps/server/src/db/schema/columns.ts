import { bigint, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Column shapes the tables share (not tables: this file is not part of the schema index). */
export const identityId = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
export const ts = (name: string) => timestamp(name, { withTimezone: true });
/** A user id column; add `.notNull()` where a row always has one. */
export const userRef = (name: string, onDelete?: 'cascade') =>
  bigint(name, { mode: 'number' }).references(() => users.id, onDelete ? { onDelete } : undefined);
