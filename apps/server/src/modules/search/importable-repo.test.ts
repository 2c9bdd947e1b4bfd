import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedArrival, importVerdict, transitOf, type ImportVehicle } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { countries, items } from '../../db/schema/index.ts';
import { createTestHarness } from '../../test/app.ts';
import { loginCookie } from '../users/test-helpers.ts';
import { createImportRulesRepo, selectVehicles } from '../import-rules/repo.ts';
import { importableCondition } from './importable-repo.ts';

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  ({ app, database } = await createTestHarness());
  // Vary the facts the rules read: right-hand drive, old, diesel, without a registration date, heavy, salvage.
  await database.query(`UPDATE items SET handle = 1 WHERE item_no % 5 = 0`);
  await database.query(
    `UPDATE items SET year = 2005 + (item_no % 15)::int, initial_register = NULL WHERE item_no % 3 = 0`,
  );
  await database.query(
    `UPDATE items SET initial_register = make_date(year, 1 + (item_no % 12)::int, 28) WHERE item_no % 3 = 1`,
  );
  await database.query(
    `UPDATE items SET fuel_no = (SELECT fuel_no FROM fuels WHERE code = 'diesel') WHERE item_no % 4 = 0`,
  );
  await database.query(`UPDATE items SET weight = 12000 WHERE item_no % 7 = 0`);
  await database.query(`UPDATE items SET weight = 3000 WHERE item_no % 7 = 1`);
  await database.query(`UPDATE items SET weight = 40000 WHERE item_no % 13 = 0`);
  await database.query(`UPDATE items SET handle = NULL WHERE item_no % 17 = 0`);
  await database.query(`UPDATE items SET handle = 1 WHERE category = 2 AND item_no % 2 = 0`);
  await database.query(`UPDATE items SET product_no = NULL WHERE category = 1 AND item_no % 19 = 0`);
  await database.query(`UPDATE items SET salvage = true WHERE item_no % 11 = 0`);
});
afterAll(() => app.close());

describe('the search filter "importable to" agrees with importVerdict', () => {
  it.each(['KE', 'UG', 'TZ', 'GH', 'NG', 'DZ', 'PE', 'CI', 'CL', 'KG', 'JO', 'FR'])('for %s', async (code) => {
    const db = database.db;
    const repo = createImportRulesRepo(db);
    const [country] = await db.select().from(countries).where(eq(countries.countryCode, code));
    const rule = (await repo.ruleOf(db, code)) ?? null;
    const facts = await selectVehicles(db, { itemNo: items.itemNo });
    const routes = await repo.transitRoutes(db, code);
    const arrival = expectedArrival(new Date(), transitOf(routes, { portNos: routes.map((row) => row.portNo) }).days);
    const expected = facts
      .filter(({ itemNo: _, ...vehicle }) => importVerdict(rule, vehicle, arrival).verdict !== 'notAllowed')
      .map((row) => row.itemNo)
      .sort((a, b) => a - b);
    const found = await db.select({ itemNo: items.itemNo }).from(items).where(importableCondition(country!.countryNo));
    expect(found.map((row) => row.itemNo).sort((a, b) => a - b)).toEqual(expected);
    if (rule?.classLimits.some((limit) => limit.steering)) expect(expected.length).toBeLessThan(facts.length);
  });
});

describe('the seeded rules (issue 28)', () => {
  /** The CB180: a 2012 left-hand-drive dump truck. */
  const dumpTruck: ImportVehicle = {
    category: 2,
    productCode: null,
    formCode: 'dump-truck',
    year: 2012,
    initialRegister: '2012-06-01',
    handle: 0,
    fuelCode: 'diesel',
    weightKg: 12_000,
    salvage: false,
  };
  it.each(['KE', 'TZ', 'GH', 'PE', 'SA', 'SV', 'UG', 'CI'])(
    'do not allow the 2012 left-hand-drive dump truck in %s',
    async (code) => {
      const rule = (await createImportRulesRepo(database.db).ruleOf(database.db, code)) ?? null;
      expect(rule).not.toBeNull();
      for (const weightKg of [12_000, 4_000, null]) {
        expect(importVerdict(rule, { ...dumpTruck, weightKg }, '2026-12-01').verdict, `${weightKg}`).not.toBe(
          'allowed',
        );
      }
    },
  );
});

describe('GET /api/items/search?importableTo=', () => {
  const search = (query: string, sid?: string) =>
    app.inject({ url: `/api/items/search?${query}`, cookies: sid ? { sid } : {} });

  it("narrows a buyer's results to what the country admits", async () => {
    const sid = await loginCookie(app, 'demo-buyer');
    const [kenya] = await database.query<{ country_no: number }>(
      `SELECT country_no FROM countries WHERE country_code = 'KE'`,
    );
    const all = (await search('category=1', sid)).json() as { total: number };
    const response = await search(`category=1&importableTo=${kenya!.country_no}`, sid);
    expect(response.statusCode).toBe(200);
    const narrowed = response.json() as { total: number; items: { itemNo: number }[] };
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.total).toBeLessThan(all.total);
    const refused = await database.query<{ item_no: string }>(
      `SELECT i.item_no FROM items i JOIN products p ON p.product_no = i.product_no WHERE i.handle = 0 AND p.code = 'sedan'`,
    );
    const leftHand = new Set(refused.map((row) => Number(row.item_no)));
    expect(narrowed.items.some((item) => leftHand.has(item.itemNo))).toBe(false);
  });

  it('refuses a visitor (the verdict reads masked facts) and an unknown country', async () => {
    expect((await search('importableTo=1')).statusCode).toBe(401);
    const sid = await loginCookie(app, 'demo-buyer');
    const unknown = await search('importableTo=999999', sid);
    expect(unknown.statusCode).toBe(400);
    expect((unknown.json() as { fields: Record<string, string> }).fields.importableTo).toBeTruthy();
  });
});
