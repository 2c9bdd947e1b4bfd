import { asc, desc, eq, sql } from 'drizzle-orm';
import type { ExportControlBody, ExportRefusal, VehicleClass } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { exportControlRefusals, exportControls, forms, items, products, users } from '../../db/schema/index.ts';

type ControlRow = typeof exportControls.$inferSelect;
const presentControl = (row: ControlRow) => ({
  ...row,
  vehicleClass: row.vehicleClass as VehicleClass,
  status: row.status as ExportControlBody['status'],
  updatedAt: row.updatedAt.toISOString(),
});

export function createExportControlsRepo(db: Db) {
  return {
    async controls() {
      const rows = await db
        .select()
        .from(exportControls)
        .orderBy(asc(exportControls.countryCode), asc(exportControls.vehicleClass));
      return rows.map(presentControl);
    },

    async controlsOf(tx: Db, countryCode: string) {
      const rows = await tx
        .select()
        .from(exportControls)
        .where(eq(exportControls.countryCode, countryCode))
        .orderBy(asc(exportControls.controlNo));
      return rows.map(presentControl);
    },

    async control(tx: Db, controlNo: number) {
      const [row] = await tx.select().from(exportControls).where(eq(exportControls.controlNo, controlNo));
      return row && presentControl(row);
    },

    /** What a control reads of a listing (its class from the body or form, its engine size), and who may see it. */
    async vehicle(tx: Db, itemNo: number) {
      const [row] = await tx
        .select({
          flag: items.flag,
          secret: items.secret,
          category: items.category,
          productCode: products.code,
          formCode: forms.code,
          cc: items.cc,
        })
        .from(items)
        .leftJoin(products, eq(products.productNo, items.productNo))
        .leftJoin(forms, eq(forms.formNo, items.formNo))
        .where(eq(items.itemNo, itemNo));
      return row;
    },

    async insertControl(tx: Db, values: ExportControlBody) {
      const [row] = await tx.insert(exportControls).values(values).returning();
      return presentControl(row!);
    },

    async updateControl(tx: Db, controlNo: number, values: ExportControlBody) {
      const [row] = await tx
        .update(exportControls)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(exportControls.controlNo, controlNo))
        .returning();
      return presentControl(row!);
    },

    async deleteControl(tx: Db, controlNo: number): Promise<void> {
      await tx.delete(exportControls).where(eq(exportControls.controlNo, controlNo));
    },

    async recordRefusal(values: {
      userNo: number;
      itemNo: number;
      countryCode: string;
      reason: ExportRefusal;
      vehicleClass: VehicleClass | null;
      cc: number | null;
    }): Promise<void> {
      await db.insert(exportControlRefusals).values(values);
    },

    async refusals(limit: number) {
      const rows = await db
        .select({
          refusalNo: exportControlRefusals.refusalNo,
          userId: users.userId,
          itemNo: exportControlRefusals.itemNo,
          countryCode: exportControlRefusals.countryCode,
          reason: exportControlRefusals.reason,
          vehicleClass: exportControlRefusals.vehicleClass,
          cc: exportControlRefusals.cc,
          createdAt: exportControlRefusals.createdAt,
        })
        .from(exportControlRefusals)
        .innerJoin(users, eq(users.userNo, exportControlRefusals.userNo))
        .orderBy(desc(exportControlRefusals.createdAt), desc(exportControlRefusals.refusalNo))
        .limit(limit);
      return rows.map((row) => ({
        ...row,
        reason: row.reason as ExportRefusal,
        vehicleClass: row.vehicleClass as VehicleClass | null,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}
export type ExportControlsRepo = ReturnType<typeof createExportControlsRepo>;
