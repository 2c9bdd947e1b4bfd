import type { CurrentUser } from '@market/domain';
import type { Db } from '../db/client.ts';
import { inTransaction, isUniqueViolation } from '../db/transaction.ts';
import { AppError } from './app-error.ts';
import { recordAudit, type AuditEntity } from './audit.ts';

/** How a staff sheet's rows are read and written, inside the caller's transaction. */
interface SheetStore<Body, Row> {
  row(tx: Db, no: number): Promise<Row | undefined>;
  insert(tx: Db, body: Body): Promise<Row>;
  update(tx: Db, no: number, body: Body): Promise<Row>;
  remove(tx: Db, no: number): Promise<void>;
}

export interface SheetRules<Body, Row> {
  entity: AuditEntity & ('importRule' | 'landedCostRate' | 'exportControl' | 'transitTime' | 'currencyRate');
  store: SheetStore<Body, Row>;
  /** The row's number, as the audit records it. */
  noOf(row: Row): number;
  /** The fields that name a row (its country, class, route): another value is another row, so an edit keeps them. */
  fixed: readonly (keyof Body & keyof Row)[];
  /** The unique constraint on the fixed fields, and the message of a second row for them. */
  unique: { constraint: string; messageKey: string };
  /** Refuses a new row naming what does not exist (a country, a port), with the field, before anything is written. */
  check?(tx: Db, body: Body): Promise<void>;
}

/**
 * The add, edit and remove of a staff-maintained sheet (import rules, landed cost rates, export controls, transit
 * times, currency rates), each in one transaction with its audit record: 404 for a row that does not exist, 400 with the field for an
 * edit that changes what names the row, 409 with codeNumber 1 for a second row of the same name.
 */
export function staffSheetService<Body, Row>(db: Db, sheet: SheetRules<Body, Row>) {
  const { entity, store } = sheet;
  const audit = (
    tx: Db,
    staff: CurrentUser,
    action: 'create' | 'update' | 'delete',
    before: Row | null,
    after: Row | null,
  ) =>
    recordAudit(tx, {
      actorNo: staff.userNo,
      action: `${entity}.${action}`,
      entity,
      entityId: sheet.noOf((after ?? before)!),
      before,
      after,
    });
  const existing = async (tx: Db, no: number) => {
    const row = await store.row(tx, no);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };

  return {
    create: (staff: CurrentUser, body: Body) =>
      inTransaction(db, async (tx) => {
        await sheet.check?.(tx, body);
        try {
          const after = await store.insert(tx, body);
          await audit(tx, staff, 'create', null, after);
          return after;
        } catch (error) {
          if (isUniqueViolation(error, sheet.unique.constraint)) {
            throw new AppError('CONFLICT', { codeNumber: 1, messageKey: sheet.unique.messageKey });
          }
          throw error;
        }
      }),

    update: (staff: CurrentUser, no: number, body: Body) =>
      inTransaction(db, async (tx) => {
        const before = await existing(tx, no);
        const moved = sheet.fixed.find((field) => before[field] !== (body[field] as unknown));
        if (moved !== undefined) throw new AppError('VALIDATION', { fields: { [moved]: 'field.invalid' } });
        const after = await store.update(tx, no, body);
        await audit(tx, staff, 'update', before, after);
        return after;
      }),

    remove: (staff: CurrentUser, no: number) =>
      inTransaction(db, async (tx) => {
        const before = await existing(tx, no);
        await store.remove(tx, no);
        await audit(tx, staff, 'delete', before, null);
      }),
  };
}
