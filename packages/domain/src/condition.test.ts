import { describe, expect, it } from 'vitest';
import {
  checkMileage,
  conditionBodySchema,
  conditionSummary,
  hasMileageRollback,
  inspectionRecordSchema,
  koreaToday,
  type InspectionRecord,
  type VehicleHistory,
} from './condition.ts';

const record: InspectionRecord = {
  inspectedOn: '2026-03-02',
  inspector: 'Korea Auto Inspection',
  odometerKm: 52_000,
  frameDamage: false,
  flood: false,
  fire: false,
  tuning: false,
  panels: [
    { panel: 'frontDoorLeft', mark: 'painted' },
    { panel: 'insidePanelRight', mark: 'welded' },
  ],
  systems: [{ system: 'engine', state: 'good' }],
};
const history: VehicleHistory = {
  ownClaims: 1,
  ownClaimsWon: 1_200_000,
  otherClaims: 2,
  otherClaimsWon: 800_000,
  ownerChanges: 2,
  rental: false,
  commercial: false,
  totalLoss: false,
  flood: false,
  theft: false,
  mileage: [],
};
const reading = (readOn: string, km: number) => ({ readOn, km, source: '' });

describe('checkMileage: a reading below an earlier one is a possible rollback', () => {
  it('flags the lower reading, whatever order the readings come in', () => {
    const checked = checkMileage([
      reading('2024-05-01', 60_000),
      reading('2020-05-01', 20_000),
      reading('2022-05-01', 90_000),
    ]);
    expect(checked.map((entry) => [entry.readOn, entry.rollback])).toEqual([
      ['2020-05-01', false],
      ['2022-05-01', false],
      ['2024-05-01', true],
    ]);
  });
  it('compares with the highest earlier reading, not only the one before', () => {
    const checked = checkMileage([
      reading('2020-01-01', 100_000),
      reading('2021-01-01', 40_000),
      reading('2022-01-01', 80_000),
    ]);
    expect(checked.map((entry) => entry.rollback)).toEqual([false, true, true]);
  });
  it('does not flag rising or equal readings, nor two readings of one day', () => {
    expect(hasMileageRollback([reading('2020-01-01', 10), reading('2021-01-01', 10), reading('2022-01-01', 11)])).toBe(
      false,
    );
    expect(hasMileageRollback([reading('2022-01-01', 500), reading('2022-01-01', 400)])).toBe(false);
    expect(hasMileageRollback([])).toBe(false);
  });
});

describe('the record refuses what the form does not have', () => {
  it('refuses an unknown panel with its own message', () => {
    const result = inspectionRecordSchema.safeParse({ ...record, panels: [{ panel: 'spoiler', mark: 'painted' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['panels', 0, 'panel'], message: 'field.unknownPanel' });
  });
  it('refuses a panel named twice and a date after today in Korea', () => {
    const twice = { ...record, panels: [...record.panels, { panel: 'frontDoorLeft', mark: 'welded' }] };
    expect(inspectionRecordSchema.safeParse(twice).error?.issues[0]?.message).toBe('field.repeated');
    const future = conditionBodySchema.safeParse({
      inspection: null,
      history: { ...history, mileage: [reading('2999-01-01', 1)] },
    });
    expect(future.error?.issues[0]).toMatchObject({
      path: ['history', 'mileage', 0, 'readOn'],
      message: 'field.futureDate',
    });
  });
  it('takes today in Korea, which is ahead of UTC', () => {
    expect(koreaToday(new Date('2026-01-31T16:00:00Z'))).toBe('2026-02-01');
  });
});

describe('conditionSummary', () => {
  it('counts marked and frame panels, claims and the rollback, and hides them when masked', () => {
    const full = conditionSummary({ inspection: record, history, verifiedAt: null }, false);
    expect(full).toMatchObject({
      state: 'declared',
      markedPanels: 2,
      framePanels: 1,
      accidentClaims: 3,
      rollback: false,
    });
    const masked = conditionSummary({ inspection: record, history, verifiedAt: '2026-03-05T00:00:00.000Z' }, true);
    expect(masked).toMatchObject({ inspection: true, state: 'verified', markedPanels: null, accidentClaims: null });
  });
});
