import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every staff action that is not an inquiry step (those are in inquiry_events): who did what to which record, when,
 * and the record's fields before and after. Rows are only ever inserted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    auditNo: bigserial({ mode: 'number' }).primaryKey(),
    actorNo: integer().references(() => users.userNo, { onDelete: 'set null' }),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text().notNull(),
    reason: text(),
    before: jsonb(),
    after: jsonb(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.auditNo), index('audit_log_at_idx').on(t.at)],
);

/**
 * The last admission decision on a seller or dealer. users.admission says whether the account may sell; this row
 * tells a refused account from one still waiting, and why it was refused. A refused seller who sends a new business
 * document asks again: decision 'renewed' (waiting again), the refusal's reason kept for staff, and renewedAt.
 */
export const sellerReviews = pgTable('seller_reviews', {
  userNo: integer()
    .primaryKey()
    .references(() => users.userNo, { onDelete: 'cascade' }),
  decision: text().notNull(),
  reason: text(),
  reviewerNo: integer().references(() => users.userNo, { onDelete: 'set null' }),
  decidedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  renewedAt: timestamp({ withTimezone: true }),
});
