import { sql, type SQL } from 'drizzle-orm';
import type { ActivityEntry, ActivityQuery, AuditAction } from '@market/domain';
import type { Db } from '../db/client.ts';
import { likeContains } from '../db/like.ts';
import { auditLog } from '../db/schema/index.ts';
import { rowsOf } from '../db/transaction.ts';

export type AuditEntity =
  | 'seller'
  | 'item'
  | 'contact'
  | 'contactGroup'
  | 'request'
  | 'importRule'
  | 'landedCostRate'
  | 'exportControl'
  | 'transitTime'
  | 'shipment'
  | 'customsAssessment'
  | 'bankAccount'
  | 'offer'
  | 'currencyRate';

export interface AuditRecord {
  /** Null for the scheduled jobs. */
  actorNo: number | null;
  action: AuditAction;
  entity: AuditEntity;
  entityId: number | string;
  reason?: string | null;
  before: unknown;
  after: unknown;
}

/** Records a staff action; call it inside the action's transaction so both are kept or neither. */
export async function recordAudit(tx: Db, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorNo: record.actorNo,
    action: record.action,
    entity: record.entity,
    entityId: String(record.entityId),
    reason: record.reason ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

interface ActivityRow {
  source: 'audit' | 'inquiry';
  id: string | number;
  at: string | Date;
  actor_no: number | null;
  actor_id: string | null;
  action: string;
  entity: string;
  entity_id: string;
  reason: string | null;
  before: unknown;
  after: unknown;
}

/**
 * The activity feed: staff actions from audit_log and every inquiry step from inquiry_events (buyer, staff and the
 * expiry job), newest first, optionally for one record.
 */
export async function activity(db: Db, filter: ActivityQuery): Promise<{ list: ActivityEntry[]; total: number }> {
  const feed = sql`
    SELECT 'audit' AS source, a.audit_no AS id, a.at, a.actor_no, u.user_id AS actor_id, a.action, a.entity,
           a.entity_id, a.reason, a.before, a.after
    FROM audit_log a LEFT JOIN users u ON u.user_no = a.actor_no
    UNION ALL
    SELECT 'inquiry', e.event_no, e.created_at, e.actor_no, u.user_id, 'inquiry.' || e.actor, 'inquiry',
           e.il_no::text, e.note, e.before, e.after
    FROM inquiry_events e LEFT JOIN users u ON u.user_no = e.actor_no`;
  const conditions: SQL[] = [];
  if (filter.entity) conditions.push(sql`entity = ${filter.entity}`);
  if (filter.entityId) conditions.push(sql`entity_id = ${filter.entityId}`);
  if (filter.action) conditions.push(sql`action = ${filter.action}`);
  if (filter.actor) conditions.push(sql`actor_id ILIKE ${likeContains(filter.actor)}`);
  const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  const [rows, counts] = await Promise.all([
    db.execute(sql`SELECT * FROM (${feed}) feed ${where} ORDER BY at DESC, id DESC
      LIMIT ${filter.size} OFFSET ${(filter.page - 1) * filter.size}`),
    db.execute(sql`SELECT count(*)::int AS total FROM (${feed}) feed ${where}`),
  ]);
  return {
    total: Number(rowsOf<{ total: number }>(counts)[0]?.total ?? 0),
    list: rowsOf<ActivityRow>(rows).map((row) => ({
      source: row.source,
      id: Number(row.id),
      at: new Date(row.at).toISOString(),
      actorNo: row.actor_no,
      actorId: row.actor_id,
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      reason: row.reason,
      before: row.before,
      after: row.after,
    })),
  };
}
