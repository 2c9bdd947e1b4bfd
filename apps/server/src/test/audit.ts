import type { Database } from '../db/client.ts';

/** The actions the audit log holds for one record, oldest first. */
export async function auditedActions(database: Database, entity: string, entityId: number): Promise<string[]> {
  const rows = await database.query<{ action: string }>(
    'SELECT action FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY audit_no',
    [entity, String(entityId)],
  );
  return rows.map((row) => row.action);
}
