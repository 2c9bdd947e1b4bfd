import { asc, eq, sql } from 'drizzle-orm';
import type { ImportRuleStatus, LoadingPort, TransitTime, TransitTimeBody, VesselType } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { countries, ports, transitTimes } from '../../db/schema/index.ts';

const columns = {
  transitNo: transitTimes.transitNo,
  loadingPort: transitTimes.loadingPort,
  locode: ports.locode,
  countryCode: countries.countryCode,
  vessel: transitTimes.vessel,
  days: transitTimes.days,
  sourceUrl: transitTimes.sourceUrl,
  checkedOn: transitTimes.checkedOn,
  status: transitTimes.status,
  updatedAt: transitTimes.updatedAt,
};
const select = (tx: Db) =>
  tx
    .select(columns)
    .from(transitTimes)
    .innerJoin(ports, eq(ports.portNo, transitTimes.portNo))
    .innerJoin(countries, eq(countries.countryNo, ports.countryNo));
const present = (row: Awaited<ReturnType<typeof select>>[number]): TransitTime => ({
  ...row,
  loadingPort: row.loadingPort as LoadingPort,
  vessel: row.vessel as VesselType,
  status: row.status as ImportRuleStatus,
  updatedAt: row.updatedAt.toISOString(),
});

/** What a row stores of a body besides its port, which it holds by number. */
const stored = ({ locode: _locode, ...values }: TransitTimeBody) => values;

/** The staff's transit-time table (issue 28, docs/decisions/0240), rows shown with their port's code and country. */
export function createTransitTimesRepo(db: Db) {
  const row = async (tx: Db, transitNo: number) => {
    const [found] = await select(tx).where(eq(transitTimes.transitNo, transitNo));
    return found && present(found);
  };
  const portNoOf = async (tx: Db, locode: string) => {
    const [port] = await tx.select({ portNo: ports.portNo }).from(ports).where(eq(ports.locode, locode));
    return port?.portNo;
  };

  return {
    portNoOf,
    row,

    async rows() {
      const rows = await select(db).orderBy(
        asc(countries.countryCode),
        asc(ports.locode),
        asc(transitTimes.loadingPort),
        asc(transitTimes.vessel),
      );
      return rows.map(present);
    },

    /** The port is known: the service checked it before. */
    async insert(tx: Db, body: TransitTimeBody) {
      const [inserted] = await tx
        .insert(transitTimes)
        .values({ ...stored(body), portNo: (await portNoOf(tx, body.locode))! })
        .returning({ transitNo: transitTimes.transitNo });
      return (await row(tx, inserted!.transitNo))!;
    },

    async update(tx: Db, transitNo: number, body: TransitTimeBody) {
      await tx
        .update(transitTimes)
        .set({ ...stored(body), updatedAt: sql`now()` })
        .where(eq(transitTimes.transitNo, transitNo));
      return (await row(tx, transitNo))!;
    },

    async remove(tx: Db, transitNo: number): Promise<void> {
      await tx.delete(transitTimes).where(eq(transitTimes.transitNo, transitNo));
    },
  };
}
export type TransitTimesRepo = ReturnType<typeof createTransitTimesRepo>;
