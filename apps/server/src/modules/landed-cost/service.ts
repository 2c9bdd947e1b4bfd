import {
  discountedPrice,
  estimateLandedCost,
  freightPrice,
  isDeletedFlag,
  landedCostVehicleOf,
  maskedEstimate,
  mustMaskDetails,
  type CurrentUser,
  type LandedCostAnswer,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { staffSheetService } from '../../platform/staff-sheet-service.ts';
import { knownCountry } from '../catalog/service.ts';
import { createImportRulesService } from '../import-rules/service.ts';
import { createKeptAnswers, keptBasis } from '../../platform/kept-answers.ts';
import type { Versions } from '../../db/fresh-versions.ts';
import { createLandedCostRepo, type LandedCostRepo } from './repo.ts';

/** Estimates kept (decision 0245): a listing's page asks for its buyer's country's. */
const KEPT_ESTIMATES = 2_000;

export function createLandedCostService(db: Db, repo: LandedCostRepo = createLandedCostRepo(db)) {
  const importRules = createImportRulesService(db);
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
      await knownCountry(db, query.countryCode);
      const offer = query.smvpNo > 0 ? await repo.offer(query.smvpNo) : undefined;
      if (query.smvpNo > 0 && (!offer || offer.countryCode !== query.countryCode || offer.cfvtNo !== item.cfvtNo)) {
        throw new AppError('VALIDATION', { fields: { smvpNo: 'field.invalid' } });
      }
      const freight = offer ? freightPrice(offer, item.lineCbm) : null;
      const vehicleTotal = (discountedPrice(item) ?? item.sellPrice) + (freight ?? 0);
      const rate = (await repo.rateOf(query.countryCode, item.category)) ?? null;
      // A masked visitor's estimate must not reveal the engine size through the per-cc amounts or engine bands.
      const vehicle = landedCostVehicleOf({ ...item, cc: masked ? null : item.cc });
      // Rates by age count to the year of arrival, by the chosen offer's route (else the longest) as the verdict does.
      const route = offer ? { portNo: offer.portNo, vessel: offer.vessel } : {};
      const arrivalYear = async () =>
        Number((await importRules.arrival(query.itemNo, query.countryCode, route, now)).slice(0, 4));
      const estimate = rate && estimateLandedCost(rate, vehicle, vehicleTotal, await arrivalYear());
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

    ...staffSheetService(db, {
      entity: 'landedCostRate',
      store: { row: repo.rate, insert: repo.insertRate, update: repo.updateRate, remove: repo.deleteRate },
      noOf: (rate) => rate.rateNo,
      // A sheet's country and class are fixed: another one is a new sheet.
      fixed: ['countryCode', 'category'],
      unique: { constraint: 'landed_cost_rates_country_category', messageKey: 'landedCostRateExists' },
      check: async (tx, body) => void (await knownCountry(tx, body.countryCode)),
    }),
  };
  return service;
}
