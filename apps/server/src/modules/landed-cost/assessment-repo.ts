import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { shipmentStepNumber } from '@market/domain';
import type { Db } from '../../db/client.ts';
import {
  countries,
  customsAssessments,
  inquiries,
  inquiryItems,
  items,
  shipmentEvents,
  shipments,
} from '../../db/schema/index.ts';
import { joinVehicleFacts, vehicleFactColumns } from './repo.ts';

const ARRIVED = shipmentStepNumber('arrived');

/** The customs assessments' SQL: the inquiry they belong to, the buyer's file, staff's amount and the error report. */
export function createAssessmentRepo(db: Db) {
  return {
    /**
     * The inquiry with its destination, whether its car has arrived (and on which day) and its assessment; with
     * `buyerNo`, only when the inquiry is that buyer's. Undefined when there is no such inquiry.
     */
    async inquiry(ilNo: number, buyerNo?: number, executor: Db = db) {
      const [row] = await executor
        .select({
          ilNo: inquiries.ilNo,
          countryCode: countries.countryCode,
          arrived: sql<boolean>`coalesce(${shipments.step} >= ${ARRIVED}, false)`,
          arrivedOn: sql<string | null>`(SELECT ${shipmentEvents.on}::text FROM ${shipmentEvents}
            WHERE ${shipmentEvents.ilNo} = ${inquiries.ilNo} AND ${shipmentEvents.kind} = 'step'
              AND ${shipmentEvents.step} = ${ARRIVED} ORDER BY ${shipmentEvents.eventNo} DESC LIMIT 1)`,
          fileKey: customsAssessments.fileKey,
          fileName: customsAssessments.fileName,
          contentType: customsAssessments.contentType,
          uploadedAt: customsAssessments.uploadedAt,
          actualAmount: customsAssessments.actualAmount,
          estimateLow: customsAssessments.estimateLow,
          estimateHigh: customsAssessments.estimateHigh,
          recordedAt: customsAssessments.recordedAt,
        })
        .from(inquiries)
        .innerJoin(countries, eq(countries.countryNo, inquiries.countryNo))
        .leftJoin(shipments, eq(shipments.ilNo, inquiries.ilNo))
        .leftJoin(customsAssessments, eq(customsAssessments.ilNo, inquiries.ilNo))
        .where(and(eq(inquiries.ilNo, ilNo), buyerNo === undefined ? undefined : eq(inquiries.userNo, buyerNo)));
      return row;
    },

    /** The vehicles of the inquiry as quoted: price and freight, and the facts the rates read. */
    vehicles: (tx: Db, ilNo: number) =>
      joinVehicleFacts(
        tx
          .select({ ...vehicleFactColumns, itemPrice: inquiryItems.itemPrice, freightFee: inquiryItems.freightFee })
          .from(inquiryItems)
          .innerJoin(items, eq(items.itemNo, inquiryItems.itemNo))
          .$dynamic(),
      )
        .where(eq(inquiryItems.ilNo, ilNo))
        .orderBy(asc(inquiryItems.itemNo)),

    /** Keeps the buyer's file unless one is there already; answers whether it was kept. */
    async addFile(tx: Db, ilNo: number, file: { fileKey: string; fileName: string; contentType: string }) {
      const kept = await tx
        .insert(customsAssessments)
        .values({ ilNo, ...file, uploadedAt: sql`now()` })
        .onConflictDoUpdate({
          target: customsAssessments.ilNo,
          set: { ...file, uploadedAt: sql`now()` },
          setWhere: sql`${customsAssessments.fileKey} IS NULL`,
        })
        .returning({ ilNo: customsAssessments.ilNo });
      return kept.length > 0;
    },

    /** Records the actual amount; the estimate is written only the first time (it stays what it was then). */
    record: (
      tx: Db,
      ilNo: number,
      values: { actualAmount: number; estimateLow: number | null; estimateHigh: number | null; recordedBy: number },
    ) =>
      tx
        .insert(customsAssessments)
        .values({ ilNo, ...values, recordedAt: sql`now()` })
        .onConflictDoUpdate({
          target: customsAssessments.ilNo,
          set: {
            actualAmount: values.actualAmount,
            recordedBy: values.recordedBy,
            recordedAt: sql`now()`,
            estimateLow: sql`CASE WHEN ${customsAssessments.recordedAt} IS NULL THEN excluded.estimate_low
              ELSE ${customsAssessments.estimateLow} END`,
            estimateHigh: sql`CASE WHEN ${customsAssessments.recordedAt} IS NULL THEN excluded.estimate_high
              ELSE ${customsAssessments.estimateHigh} END`,
          },
        }),

    /** Every recorded amount with its estimate and destination, for the error per country. */
    samples: () =>
      db
        .select({
          countryCode: countries.countryCode,
          actual: sql<number>`${customsAssessments.actualAmount}`,
          estimateLow: customsAssessments.estimateLow,
          estimateHigh: customsAssessments.estimateHigh,
        })
        .from(customsAssessments)
        .innerJoin(inquiries, eq(inquiries.ilNo, customsAssessments.ilNo))
        .innerJoin(countries, eq(countries.countryNo, inquiries.countryNo))
        .where(isNotNull(customsAssessments.actualAmount)),
  };
}

export type AssessmentRepo = ReturnType<typeof createAssessmentRepo>;
