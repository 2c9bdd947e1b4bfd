import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ImportRuleBody } from '@market/domain';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  countries,
  forms,
  fuels,
  importRules,
  items,
  locations,
  ports,
  products,
  transitTimes,
} from '../../db/schema/index.ts';

type RuleRow = typeof importRules.$inferSelect;
const presentRule = (row: RuleRow) => ({
  ...row,
  status: row.status as ImportRuleBody['status'],
  updatedAt: row.updatedAt.toISOString(),
});

/** The columns of a listing an import rule reads (with `joinVehicleFacts`): an ImportVehicle. */
const VEHICLE_FACTS = {
  category: items.category,
  productCode: products.code,
  formCode: forms.code,
  year: items.year,
  initialRegister: items.initialRegister,
  handle: items.handle,
  fuelCode: fuels.code,
  weightKg: items.weight,
  salvage: items.salvage,
};

/** Listings with the facts an import rule reads (an ImportVehicle) and `fields`. */
export function selectVehicles<F extends SelectedFields>(db: Db, fields: F) {
  return db
    .select({ ...fields, ...VEHICLE_FACTS })
    .from(items)
    .innerJoin(fuels, eq(fuels.fuelNo, items.fuelNo))
    .leftJoin(products, eq(products.productNo, items.productNo))
    .leftJoin(forms, eq(forms.formNo, items.formNo))
    .leftJoin(locations, eq(locations.locationNo, items.locationNo));
}

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

    async vehicles(itemNos: number[]) {
      if (itemNos.length === 0) return [];
      return selectVehicles(db, { itemNo: items.itemNo }).where(inArray(items.itemNo, itemNos));
    },

    /** The facts of a listing an import rule looks at, where it is loaded, and what decides whether it may be shown. */
    async vehicle(tx: Db, itemNo: number) {
      const [row] = await selectVehicles(tx, {
        flag: items.flag,
        secret: items.secret,
        locationCode: locations.code,
      }).where(eq(items.itemNo, itemNo));
      return row;
    },

    /** The ports of a country and the transit rows to them, with the country's code. */
    async transitRoutes(tx: Db, countryCode?: string) {
      return tx
        .select({
          countryCode: countries.countryCode,
          portNo: ports.portNo,
          loadingPort: transitTimes.loadingPort,
          vessel: transitTimes.vessel,
          days: transitTimes.days,
        })
        .from(transitTimes)
        .innerJoin(ports, eq(ports.portNo, transitTimes.portNo))
        .innerJoin(countries, eq(countries.countryNo, ports.countryNo))
        .where(countryCode ? eq(countries.countryCode, countryCode) : undefined);
    },

    async portOf(tx: Db, portNo: number) {
      const [row] = await tx
        .select({ portNo: ports.portNo, countryCode: countries.countryCode })
        .from(ports)
        .innerJoin(countries, eq(countries.countryNo, ports.countryNo))
        .where(eq(ports.portNo, portNo));
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
