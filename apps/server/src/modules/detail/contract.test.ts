import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CATEGORY, detailResponseSchema } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { createTestHarness } from '../../test/app.ts';
import { loginCookie } from '../users/test-helpers.ts';

/**
 * The detail answer is written by hand (kept as text and sent compressed, past Fastify's serializer), so nothing but
 * this test holds it to `detailResponseSchema`: every object strict, however deep, so a key the schema does not name
 * (a column added to the query, a secret) fails here rather than reaching the page.
 */
function deepStrict(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    return z.strictObject(Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, deepStrict(value)])));
  }
  if (schema instanceof z.ZodArray) return z.array(deepStrict(schema.element as z.ZodType));
  if (schema instanceof z.ZodNullable) return deepStrict(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodOptional) return deepStrict(schema.unwrap() as z.ZodType).optional();
  return schema;
}

const strictDetail = deepStrict(detailResponseSchema);

let app: FastifyInstance;
let database: Database;
let buyer: string;

beforeAll(async () => {
  ({ app, database } = await createTestHarness());
  buyer = await loginCookie(app, 'demo-buyer');
});
afterAll(() => app.close());

/** The first public listing on sale of a category, with or without a condition record. */
async function listing(category: number, withCondition: boolean): Promise<number> {
  const [row] = await database.query<{ item_no: string }>(
    `SELECT item_no FROM items i WHERE flag = 0 AND NOT secret AND category = $1
       AND ${withCondition ? '' : 'NOT'} EXISTS (SELECT 1 FROM item_conditions c WHERE c.item_no = i.item_no)
     ORDER BY item_no LIMIT 1`,
    [category],
  );
  if (!row)
    throw new Error(
      `the seed has no listing of category ${category} ${withCondition ? 'with' : 'without'} a condition record`,
    );
  return Number(row.item_no);
}

async function detailAnswer(itemNo: number, cookie?: string) {
  const response = await app.inject({
    url: `/api/pages/detail?itemNo=${itemNo}&lang=1`,
    cookies: cookie ? { sid: cookie } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as unknown;
}

describe('the detail answer against detailResponseSchema, strict at every depth', () => {
  const cases = [
    ['a car', CATEGORY.car, false],
    ['a car with a condition record', CATEGORY.car, true],
    ['a special vehicle', CATEGORY.special, false],
    ['a special vehicle with a condition record', CATEGORY.special, true],
  ] as const;

  it('refuses a key the schema does not name, at any depth (the check itself can fail)', async () => {
    const answer = (await detailAnswer(await listing(CATEGORY.car, true), buyer)) as {
      item: Record<string, unknown> & { condition: Record<string, unknown> };
      salesList: Record<string, unknown>[];
    };
    answer.item.condition.inspector = 'a name the summary does not carry';
    answer.salesList[0]!.sellerPhone = '+82 10 0000 0000';
    const issues = strictDetail.safeParse(answer).error?.issues ?? [];
    expect(issues.map((issue) => [issue.code, issue.path.join('.')])).toEqual([
      ['unrecognized_keys', 'item.condition'],
      ['unrecognized_keys', 'salesList.0'],
    ]);
  });

  it.each(cases)('masked for a visitor: %s', async (_name, category, withCondition) => {
    const answer = await detailAnswer(await listing(category, withCondition));
    const parsed = strictDetail.safeParse(answer);
    expect(parsed.error?.issues ?? []).toEqual([]);
    const { item } = answer as {
      item: { masked: boolean; sellPrice: unknown; chassisNo: unknown; condition: unknown };
    };
    expect(item).toMatchObject({ masked: true, sellPrice: null, chassisNo: null });
    expect(item.condition === null).toBe(!withCondition);
  });

  it.each(cases)('unmasked for a logged-in buyer: %s', async (_name, category, withCondition) => {
    const answer = await detailAnswer(await listing(category, withCondition), buyer);
    const parsed = strictDetail.safeParse(answer);
    expect(parsed.error?.issues ?? []).toEqual([]);
    const { item } = answer as {
      item: { masked: boolean; sellPrice: unknown; chassisNo: unknown; condition: unknown };
    };
    expect(item.masked).toBe(false);
    expect(item.sellPrice).toEqual(expect.any(Number));
    expect(item.chassisNo).toEqual(expect.any(String));
    expect(item.condition === null).toBe(!withCondition);
  });
});
