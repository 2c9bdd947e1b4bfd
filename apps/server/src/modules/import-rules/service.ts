import {
  expectedArrival,
  importVerdict,
  isDeletedFlag,
  mustMaskDetails,
  type CurrentUser,
  type ImportRuleBody,
  type ImportVehicle,
  type ImportVerdict,
  type ImportVerdictAnswer,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction, isUniqueViolation } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import { createImportRulesRepo, type ImportRulesRepo } from './repo.ts';

type VehicleRow = NonNullable<Awaited<ReturnType<ImportRulesRepo['vehicle']>>>;

/**
 * The facts the rule may use: for a visitor who must log in, the masked ones are unknown (never leaked by a verdict).
 * The seller's salvage declaration is public, like the category (docs/decisions/0140).
 */
function vehicleFacts(row: VehicleRow, masked: boolean): ImportVehicle {
  return {
    category: row.category,
    year: row.year,
    initialRegister: masked ? null : row.initialRegister,
    handle: masked ? null : row.handle,
    fuelCode: masked ? null : row.fuelCode,
    weightKg: masked ? null : row.weightKg,
    salvage: row.salvage,
  };
}

export function createImportRulesService(db: Db, repo: ImportRulesRepo = createImportRulesRepo(db)) {
  const countryMustExist = async (tx: Db, countryCode: string) => {
    if (!(await repo.countryExists(tx, countryCode))) {
      throw new AppError('VALIDATION', { fields: { countryCode: 'field.unknownValue' } });
    }
  };

  return {
    rules: () => repo.rules(),

    /** The verdict on a listing for a destination, for whoever asks: hidden listings answer as the detail page does. */
    async verdict(itemNo: number, countryCode: string, user: CurrentUser | null, now = new Date()) {
      const row = await repo.vehicle(db, itemNo);
      if (!row || isDeletedFlag(row.flag)) throw new AppError('ITEM_NOT_FOUND');
      const masked = mustMaskDetails(user);
      if (row.secret && masked) throw new AppError(user ? 'ADMISSION_PENDING' : 'MEMBERS_ONLY');
      await countryMustExist(db, countryCode);
      const rule = (await repo.ruleOf(db, countryCode)) ?? null;
      const arrival = expectedArrival(now);
      const answer: ImportVerdictAnswer = {
        countryCode,
        arrival,
        result: importVerdict(rule, vehicleFacts(row, masked), arrival),
        rule,
      };
      return answer;
    },

    /**
     * For the seller's list: of the countries with a rule, how many do not refuse each listing (issue 18), by the
     * same verdict the buyer sees, at today's expected arrival.
     */
    async eligibleMarkets(itemNos: number[], now = new Date()): Promise<Map<number, { eligible: number; of: number }>> {
      const [rules, vehicles] = await Promise.all([repo.rules(), repo.vehicles(itemNos)]);
      const arrival = expectedArrival(now);
      return new Map(
        vehicles.map(({ itemNo, ...facts }) => [
          itemNo,
          {
            eligible: rules.filter((rule) => importVerdict(rule, facts, arrival).verdict !== 'notAllowed').length,
            of: rules.length,
          },
        ]),
      );
    },

    /** The verdict an inquiry is checked against: the full facts (the buyer may see them), inside its transaction. */
    async inquiryVerdict(tx: Db, itemNo: number, countryNo: number, now = new Date()): Promise<ImportVerdict> {
      const row = await repo.vehicle(tx, itemNo);
      const countryCode = await repo.countryCodeOf(tx, countryNo);
      if (!row || !countryCode) throw new AppError('ITEM_NOT_FOUND');
      const rule = (await repo.ruleOf(tx, countryCode)) ?? null;
      return importVerdict(rule, vehicleFacts(row, false), expectedArrival(now));
    },

    create: (staff: CurrentUser, body: ImportRuleBody) =>
      inTransaction(db, async (tx) => {
        await countryMustExist(tx, body.countryCode);
        try {
          const after = await repo.insertRule(tx, body);
          await recordAudit(tx, {
            actorNo: staff.userNo,
            action: 'importRule.create',
            entity: 'importRule',
            entityId: after.ruleNo,
            before: null,
            after,
          });
          return after;
        } catch (error) {
          if (isUniqueViolation(error, 'import_rules_countryCode_unique')) {
            throw new AppError('CONFLICT', { codeNumber: 1, messageKey: 'importRuleExists' });
          }
          throw error;
        }
      }),

    update: (staff: CurrentUser, ruleNo: number, body: ImportRuleBody) =>
      inTransaction(db, async (tx) => {
        const before = await repo.rule(tx, ruleNo);
        if (!before) throw new AppError('NOT_FOUND');
        // The country of a rule is fixed: a rule for another country is a new rule.
        if (before.countryCode !== body.countryCode) {
          throw new AppError('VALIDATION', { fields: { countryCode: 'field.invalid' } });
        }
        const after = await repo.updateRule(tx, ruleNo, body);
        await recordAudit(tx, {
          actorNo: staff.userNo,
          action: 'importRule.update',
          entity: 'importRule',
          entityId: ruleNo,
          before,
          after,
        });
        return after;
      }),

    remove: (staff: CurrentUser, ruleNo: number) =>
      inTransaction(db, async (tx) => {
        const before = await repo.rule(tx, ruleNo);
        if (!before) throw new AppError('NOT_FOUND');
        await repo.deleteRule(tx, ruleNo);
        await recordAudit(tx, {
          actorNo: staff.userNo,
          action: 'importRule.delete',
          entity: 'importRule',
          entityId: ruleNo,
          before,
          after: null,
        });
      }),
  };
}
export type ImportRulesService = ReturnType<typeof createImportRulesService>;
