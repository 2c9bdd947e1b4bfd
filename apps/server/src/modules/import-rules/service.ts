import {
  expectedArrival,
  importVerdict,
  isDeletedFlag,
  limitSourceOf,
  loadingPortOf,
  mustMaskDetails,
  transitOf,
  type CurrentUser,
  type ImportVehicle,
  type ImportVerdict,
  type ImportVerdictAnswer,
  type Transit,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { staffSheetService } from '../../platform/staff-sheet-service.ts';
import { createKeptAnswers, keptBasis } from '../../platform/kept-answers.ts';
import type { Versions } from '../../db/fresh-versions.ts';
import { knownCountry } from '../catalog/service.ts';
import { createImportRulesRepo, type ImportRulesRepo } from './repo.ts';

/** Verdicts kept (decision 0245): a listing's page asks for its buyer's country's. */
const KEPT_VERDICTS = 2_000;

type VehicleRow = NonNullable<Awaited<ReturnType<ImportRulesRepo['vehicle']>>>;

/**
 * The facts the rule may use: for a visitor who must log in, the masked ones are unknown (never leaked by a verdict).
 * The seller's salvage declaration is public, like the category (docs/decisions/0140).
 */
function vehicleFacts(row: VehicleRow, masked: boolean): ImportVehicle {
  return {
    category: row.category,
    productCode: row.productCode,
    formCode: row.formCode,
    year: row.year,
    initialRegister: masked ? null : row.initialRegister,
    handle: masked ? null : row.handle,
    fuelCode: masked ? null : row.fuelCode,
    weightKg: masked ? null : row.weightKg,
    salvage: row.salvage,
  };
}

export function createImportRulesService(db: Db, repo: ImportRulesRepo = createImportRulesRepo(db)) {
  /** The transit to a chosen port, else the longest to any port of the country; the loading port only with a port. */
  const transitTo = async (
    tx: Db,
    countryCode: string,
    route: { portNo?: number; vessel?: string; loadingPort: string | null },
  ): Promise<Transit> => {
    const rows = await repo.transitRoutes(tx, countryCode);
    if (route.portNo === undefined) return transitOf(rows, { portNos: rows.map((row) => row.portNo) });
    return transitOf(rows, { portNos: [route.portNo], vessel: route.vessel, loadingPort: route.loadingPort });
  };

  const keptVerdicts = createKeptAnswers<ImportVerdictAnswer>(KEPT_VERDICTS);

  const service = {
    rules: () => repo.rules(),

    /**
     * The verdict on a listing for a destination, for whoever asks: hidden listings answer as the detail page does.
     * A chosen port (and vessel) gives the transit from the listing's loading port; without one, the longest transit
     * to the country, as the search filter uses (docs/decisions/0211).
     */
    async verdict(
      itemNo: number,
      countryCode: string,
      user: CurrentUser | null,
      route: { portNo?: number; vessel?: string } = {},
      now = new Date(),
    ) {
      const row = await repo.vehicle(db, itemNo);
      if (!row || isDeletedFlag(row.flag)) throw new AppError('ITEM_NOT_FOUND');
      const masked = mustMaskDetails(user);
      if (row.secret && masked) throw new AppError(user ? 'ADMISSION_PENDING' : 'MEMBERS_ONLY');
      await knownCountry(db, countryCode);
      if (route.portNo !== undefined && (await repo.portOf(db, route.portNo))?.countryCode !== countryCode) {
        throw new AppError('VALIDATION', { fields: { portNo: 'field.unknownValue' } });
      }
      const rule = (await repo.ruleOf(db, countryCode)) ?? null;
      const transit = await transitTo(db, countryCode, { ...route, loadingPort: loadingPortOf(row.locationCode) });
      const arrival = expectedArrival(now, transit.days);
      const result = importVerdict(rule, vehicleFacts(row, masked), arrival);
      const answer: ImportVerdictAnswer = {
        countryCode,
        arrival,
        transit,
        result,
        rule,
        limitSourceUrl: limitSourceOf(rule, result.vehicleClass),
      };
      return answer;
    },

    /**
     * The expected arrival of a listing in a country (the landed cost's year uses it): the transit of the chosen port
     * and vessel, else the longest to the country, the default only where the table has no row, as the verdict.
     */
    async arrival(itemNo: number, countryCode: string, route: { portNo?: number; vessel?: string }, now = new Date()) {
      const row = await repo.vehicle(db, itemNo);
      const transit = await transitTo(db, countryCode, {
        ...route,
        loadingPort: loadingPortOf(row?.locationCode ?? null),
      });
      return expectedArrival(now, transit.days);
    },

    /**
     * The verdict as `verdict` gives it, kept while the listing and reference versions read for the request and the
     * day hold (decision 0245): it depends on the asker only through masking (and, for an error, being logged in).
     */
    keptVerdict(
      query: { itemNo: number; countryCode: string; portNo?: number; vessel?: string },
      user: CurrentUser | null,
      versions: Versions,
      now = new Date(),
    ) {
      const key = [query.itemNo, query.countryCode, query.portNo, query.vessel, mustMaskDetails(user), !user].join();
      return keptVerdicts.get(key, keptBasis(versions, now), () =>
        service.verdict(query.itemNo, query.countryCode, user, { portNo: query.portNo, vessel: query.vessel }, now),
      );
    },

    /**
     * For the seller's list: of the countries with a rule, how many do not refuse each listing (issue 18), by the
     * same verdict the buyer sees, at the longest transit to each country.
     */
    async eligibleMarkets(itemNos: number[], now = new Date()): Promise<Map<number, { eligible: number; of: number }>> {
      const [rules, vehicles, routes] = await Promise.all([
        repo.rules(),
        repo.vehicles(itemNos),
        repo.transitRoutes(db),
      ]);
      const arrivals = rules.map((rule) => {
        const rows = routes.filter((route) => route.countryCode === rule.countryCode);
        return expectedArrival(now, transitOf(rows, { portNos: rows.map((route) => route.portNo) }).days);
      });
      return new Map(
        vehicles.map(({ itemNo, ...facts }) => [
          itemNo,
          {
            eligible: rules.filter(
              (rule, index) => importVerdict(rule, facts, arrivals[index]!).verdict !== 'notAllowed',
            ).length,
            of: rules.length,
          },
        ]),
      );
    },

    /**
     * The verdict an inquiry is checked against: the full facts (the buyer may see them), at the transit to the
     * chosen port by the chosen vessel, inside its transaction.
     */
    async inquiryVerdict(
      tx: Db,
      itemNo: number,
      countryCode: string,
      route: { portNo: number; vessel?: string },
      now = new Date(),
    ): Promise<ImportVerdict> {
      const row = await repo.vehicle(tx, itemNo);
      if (!row) throw new AppError('ITEM_NOT_FOUND');
      const rule = (await repo.ruleOf(tx, countryCode)) ?? null;
      const transit = await transitTo(tx, countryCode, { ...route, loadingPort: loadingPortOf(row.locationCode) });
      return importVerdict(rule, vehicleFacts(row, false), expectedArrival(now, transit.days));
    },

    ...staffSheetService(db, {
      entity: 'importRule',
      store: { row: repo.rule, insert: repo.insertRule, update: repo.updateRule, remove: repo.deleteRule },
      noOf: (rule) => rule.ruleNo,
      // The country of a rule is fixed: a rule for another country is a new rule.
      fixed: ['countryCode'],
      unique: { constraint: 'import_rules_countryCode_unique', messageKey: 'importRuleExists' },
      check: async (tx, body) => void (await knownCountry(tx, body.countryCode)),
    }),
  };
  return service;
}
