import { sql } from 'drizzle-orm';
import { importRuleBodySchema } from '@market/domain';
import { IMPORT_RULES } from './data/import-rules.ts';
import { TRANSIT_ESTIMATES } from './data/transit-times.ts';
import type { SeedStep } from './index.ts';
import { localizedValues } from './localized-values.ts';
import { importRules, ports, transitTimes } from '../db/schema/index.ts';

/**
 * The destinations' import rules by vehicle class, each "to verify" until staff confirm it (reference data: every
 * mode). A country without a rule gets one; a rule without class limits (written before issue 28, whose exemption
 * columns migration 0027 dropped) is replaced; a rule staff wrote by class is never touched (docs/decisions/0212).
 */
export const importRulesByClassStep: SeedStep = {
  name: 'import-rules-by-class',
  async run(db) {
    const rows = IMPORT_RULES.map(({ note, ...fields }) => ({
      ...importRuleBodySchema.parse({ ...fields, checkedOn: null, status: 'toVerify' }),
      ...(note ? localizedValues('note', note) : {}),
    }));
    await db
      .insert(importRules)
      .values(rows)
      .onConflictDoUpdate({
        target: importRules.countryCode,
        set: Object.fromEntries(
          Object.keys(rows[0]!)
            .filter((key) => key !== 'countryCode')
            .map((key) => [key, sql.raw(`excluded.${toSnake(key)}`)]),
        ),
        setWhere: sql`${importRules.classLimits} = '[]'::jsonb`,
      });
  },
};

/** The seeded sailing-time estimates, for the ports seeded (reference data: every mode); staff rows are kept. */
export const transitTimesReferenceStep: SeedStep = {
  name: 'transit-times-reference',
  async run(db) {
    const portRows = await db.select({ portNo: ports.portNo, locode: ports.locode }).from(ports);
    const portNos = new Map(portRows.map((row) => [row.locode, row.portNo]));
    const rows = TRANSIT_ESTIMATES.flatMap(({ locode, ...route }) => {
      const portNo = portNos.get(locode);
      return portNo === undefined ? [] : [{ ...route, portNo }];
    });
    if (rows.length) await db.insert(transitTimes).values(rows).onConflictDoNothing();
  },
};

const toSnake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
