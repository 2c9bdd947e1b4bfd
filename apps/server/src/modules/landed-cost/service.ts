import {
  discountedPrice,
  estimateLandedCost,
  expectedArrival,
  freightPrice,
  isDeletedFlag,
  landedCostVehicleOf,
  maskedEstimate,
  mustMaskDetails,
  type CurrentUser,
  type LandedCostAnswer,
  type LandedCostRateBody,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction, isUniqueViolation } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import { createKeptAnswers, keptBasis } from '../../platform/kept-answers.ts';
import type { Versions } from '../../db/fresh-versions.ts';
import { createLandedCostRepo, type LandedCostRepo } from './repo.ts';

/** Estimates kept (decision 0245): a listing's page asks for its buyer's country's. */
const KEPT_ESTIMATES = 2_000;

export function createLandedCostService(db: Db, repo: LandedCostRepo = createLandedCostRepo(db)) {
  const countryNoOf = async (tx: Db, countryCode: string) => {
    const countryNo = await repo.countryNoOf(tx, countryCode);
    if (countryNo === undefined) throw new AppError('VALIDATION', { fields: { countryCode: 'field.unknownValue' } });
    return countryNo;
  };
  const audit = (
    tx: Db,
    staff: CurrentUser,
    action: 'create' | 'update' | 'delete',
    entityId: number,
    before: unknown,
    after: unknown,
  ) =>
    recordAudit(tx, {
      actorNo: staff.userNo,
      action: `landedCostRate.${action}`,
      entity: 'landedCostRate',
      entityId,
      before,
      after,
    });
  const duplicate = (error: unknown) =>
    isUniqueViolation(error, 'landed_cost_rates_country_category')
      ? new AppError('CONFLICT', { codeNumber: 1, messageKey: 'landedCostRateExists' })
      : error;

  const keptEstimates = createKeptAnswers<LandedCostAnswer>(KEPT_ESTIMATES);

  const service = {
    rates: () => repo.rates(),

    /**
     * The landed cost of a listing in a country (issue 18, docs/decisions/0141): the customs value is the price the
     * page shows plus the chosen offer's freight; prices masked for whoever asks mask every amount.
     */
    async estimate(
      query: { itemNo: number; countryCode: string; smvpNo: number },
      user: CurrentUser | null,
      now = new Date(),
    ): Promise<LandedCostAnswer> {
      const item = await repo.vehicle(query.itemNo);
      if (!item || isDeletedFlag(item.flag)) throw new AppError('ITEM_NOT_FOUND');
      const masked = mustMaskDetails(user);
      if (item.secret && masked) throw new AppError(user ? 'ADMISSION_PENDING' : 'MEMBERS_ONLY');
      const countryNo = await countryNoOf(db, query.countryCode);
      const offer = query.smvpNo > 0 ? await repo.offer(query.smvpNo) : undefined;
      if (query.smvpNo > 0 && (!offer || offer.countryNo !== countryNo || offer.cfvtNo !== item.cfvtNo)) {
        throw new AppError('VALIDATION', { fields: { smvpNo: 'field.invalid' } });
      }
      const freight = offer ? freightPrice(offer, item.lineCbm) : null;
      const vehicleTotal = (discountedPrice(item) ?? item.sellPrice) + (freight ?? 0);
      const rate = (await repo.rateOf(query.countryCode, item.category)) ?? null;
      // A masked visitor's estimate must not reveal the engine size through the per-cc amounts or engine bands.
      const vehicle = landedCostVehicleOf({ ...item, cc: masked ? null : item.cc });
      const estimate =
        rate && estimateLandedCost(rate, vehicle, vehicleTotal, Number(expectedArrival(now).slice(0, 4)));
      return {
        countryCode: query.countryCode,
        category: item.category,
        vehicleClass: vehicle.vehicleClass,
        masked,
        freightIncluded: freight !== null,
        vehicleTotal: masked ? null : vehicleTotal,
        rate: rate && {
          valueMarginPct: rate.valueMarginPct,
          sourceUrl: rate.sourceUrl,
          checkedOn: rate.checkedOn,
          status: rate.status,
          note: rate.note,
          engNote: rate.engNote,
          fraNote: rate.fraNote,
          arNote: rate.arNote,
          ruNote: rate.ruNote,
          esNote: rate.esNote,
        },
        estimate: estimate && (masked ? maskedEstimate(estimate) : estimate),
      };
    },

    /**
     * The estimate as `estimate` gives it, kept while the listing and reference versions read for the request and
     * the day hold (decision 0245): it depends on the asker only through masking (and, for an error, being logged in).
     */
    keptEstimate(
      query: { itemNo: number; countryCode: string; smvpNo: number },
      user: CurrentUser | null,
      versions: Versions,
      now = new Date(),
    ) {
      const key = [query.itemNo, query.countryCode, query.smvpNo, mustMaskDetails(user), !user].join();
      return keptEstimates.get(key, keptBasis(versions, now), () => service.estimate(query, user, now));
    },

    create: (staff: CurrentUser, body: LandedCostRateBody) =>
      inTransaction(db, async (tx) => {
        await countryNoOf(tx, body.countryCode);
        try {
          const after = await repo.insertRate(tx, body);
          await audit(tx, staff, 'create', after.rateNo, null, after);
          return after;
        } catch (error) {
          throw duplicate(error);
        }
      }),

    update: (staff: CurrentUser, rateNo: number, body: LandedCostRateBody) =>
      inTransaction(db, async (tx) => {
        const before = await repo.rate(tx, rateNo);
        if (!before) throw new AppError('NOT_FOUND');
        // A sheet's country and class are fixed: another one is a new sheet.
        if (before.countryCode !== body.countryCode) {
          throw new AppError('VALIDATION', { fields: { countryCode: 'field.invalid' } });
        }
        if (before.category !== body.category) {
          throw new AppError('VALIDATION', { fields: { category: 'field.invalid' } });
        }
        const after = await repo.updateRate(tx, rateNo, body);
        await audit(tx, staff, 'update', rateNo, before, after);
        return after;
      }),

    remove: (staff: CurrentUser, rateNo: number) =>
      inTransaction(db, async (tx) => {
        const before = await repo.rate(tx, rateNo);
        if (!before) throw new AppError('NOT_FOUND');
        await repo.deleteRate(tx, rateNo);
        await audit(tx, staff, 'delete', rateNo, before, null);
      }),
  };
  return service;
}
