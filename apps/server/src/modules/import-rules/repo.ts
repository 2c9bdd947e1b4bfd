import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ImportRuleBody } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { countries, fuels, importRules, items } from '../../db/schema/index.ts';

type RuleRow = typeof importRules.$inferSelect;
export const presentRule = (row: RuleRow) => ({
  ...row,
  ageBasis: row.ageBasis as ImportRuleBody['ageBasis'],
  steering: row.steering as ImportRuleBody['steering'],
  bannedFuels: row.bannedFuels as ImportRuleBody['bannedFuels'],
  status: row.status as ImportRuleBody['status'],
  updatedAt: row.updatedAt.toISOString(),
});

/** The columns of a listing an import rule reads (items joined with fuels): an ImportVehicle. */
export const VEHICLE_FACTS = {
  category: items.category,
  year: items.year,
  initialRegister: items.initialRegister,
  handle: items.handle,
  fuelCode: fuels.code,
  weightKg: items.weight,
  salvage: items.salvage,
};

export function createImportRulesRepo(db: Db) {
  return {
    async rules() {
      const rows = await db.select().from(importRules).orderBy(asc(importRules.countryCode));
      return rows.map(presentRule);
    },

    async rule(tx: Db, ruleNo: number) {
      const [row] = await tx.select().from(importRules).where(eq(importRules.ruleNo, ruleNo));
      return row && presentRule(row);
    },

    async ruleOf(tx: Db, countryCode: string) {
      const [row] = await tx.select().from(importRules).where(eq(importRules.countryCode, countryCode));
      return row && presentRule(row);
    },

    async countryExists(tx: Db, countryCode: string) {
      const [row] = await tx
        .select({ countryNo: countries.countryNo })
        .from(countries)
        .where(eq(countries.countryCode, countryCode));
      return Boolean(row);
    },

    async countryCodeOf(tx: Db, countryNo: number) {
      const [row] = await tx
        .select({ countryCode: countries.countryCode })
        .from(countries)
        .where(eq(countries.countryNo, countryNo));
      return row?.countryCode;
    },

    async vehicles(itemNos: number[]) {
      if (itemNos.length === 0) return [];
      return db
        .select({ itemNo: items.itemNo, ...VEHICLE_FACTS })
        .from(items)
        .innerJoin(fuels, eq(fuels.fuelNo, items.fuelNo))
        .where(inArray(items.itemNo, itemNos));
    },

    /** The facts of a listing an import rule looks at, and what decides whether it may be shown. */
    async vehicle(tx: Db, itemNo: number) {
      const [row] = await tx
        .select({ flag: items.flag, secret: items.secret, ...VEHICLE_FACTS })
        .from(items)
        .innerJoin(fuels, eq(fuels.fuelNo, items.fuelNo))
        .where(eq(items.itemNo, itemNo));
      return row;
    },

    async insertRule(tx: Db, values: ImportRuleBody) {
      const [row] = await tx.insert(importRules).values(values).returning();
      return presentRule(row!);
    },

    async updateRule(tx: Db, ruleNo: number, values: ImportRuleBody) {
      const [row] = await tx
        .update(importRules)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(importRules.ruleNo, ruleNo))
        .returning();
      return presentRule(row!);
    },

    async deleteRule(tx: Db, ruleNo: number): Promise<void> {
      await tx.delete(importRules).where(eq(importRules.ruleNo, ruleNo));
    },
  };
}
export type ImportRulesRepo = ReturnType<typeof createImportRulesRepo>;
