import { describe, expect, it } from 'vitest';
import {
  expectedArrival,
  importRuleBodySchema,
  importVerdict,
  TRANSIT_DAYS,
  type ImportRuleTerms,
  type ImportVehicle,
} from './import-rules.ts';

const open: ImportRuleTerms = {
  maxAgeYears: null,
  ageBasis: 'registration',
  steering: null,
  bannedFuels: [],
  bannedCategories: [],
  salvageBanned: false,
  exemptCategories: [],
  exemptMinWeightKg: null,
  checkRequired: false,
};
const kenya: ImportRuleTerms = { ...open, maxAgeYears: 8, ageBasis: 'year', steering: 'right', salvageBanned: true };
const uganda: ImportRuleTerms = { ...open, maxAgeYears: 15, steering: 'right', exemptMinWeightKg: 10_000 };

const car: ImportVehicle = {
  category: 1,
  year: 2022,
  initialRegister: '2022-05-10',
  handle: 0,
  fuelCode: 'gasoline',
  weightKg: 1500,
  salvage: null,
};
const rightHand = { ...car, handle: 1 };

describe('importVerdict: the proofs the issue names', () => {
  it('refuses a 2017 car to Kenya in 2026', () => {
    const verdict = importVerdict(kenya, { ...rightHand, year: 2017, initialRegister: '2017-12-31' }, '2026-01-15');
    expect(verdict).toEqual({ verdict: 'notAllowed', reasons: ['age'], maxAgeYears: 8, steering: 'right' });
  });
  it('refuses a left-hand-drive car to Kenya', () => {
    expect(importVerdict(kenya, car, '2026-03-01')).toMatchObject({ verdict: 'notAllowed', reasons: ['steering'] });
  });
  it('allows a 20-tonne left-hand-drive truck to Uganda', () => {
    const truck = { ...car, category: 2, year: 2005, initialRegister: '2005-03-01', weightKg: 20_000 };
    expect(importVerdict(uganda, truck, '2026-03-01')).toEqual({ verdict: 'allowed', conditions: [] });
  });
});

describe('importVerdict: age at the expected arrival', () => {
  const eightByRegistration: ImportRuleTerms = { ...open, maxAgeYears: 8 };
  it('counts from the first registration date: refused on the day it turns the maximum age', () => {
    const vehicle = { ...car, year: 2017, initialRegister: '2018-03-10' };
    expect(importVerdict(eightByRegistration, vehicle, '2026-03-09').verdict).toBe('allowed');
    expect(importVerdict(eightByRegistration, vehicle, '2026-03-10')).toMatchObject({ reasons: ['age'] });
  });
  it('counts from 1 January of the model year with the year basis, whatever the registration', () => {
    const rule = { ...eightByRegistration, ageBasis: 'year' as const };
    const vehicle = { ...car, year: 2018, initialRegister: '2019-06-01' };
    expect(importVerdict(rule, vehicle, '2025-12-31').verdict).toBe('allowed');
    expect(importVerdict(rule, vehicle, '2026-01-01')).toMatchObject({ reasons: ['age'] });
  });
  it('without a registration date, passes when the model year passes, else cannot tell', () => {
    const vehicle = { ...car, year: 2018, initialRegister: null };
    expect(importVerdict(eightByRegistration, vehicle, '2025-06-01').verdict).toBe('allowed');
    expect(importVerdict(eightByRegistration, vehicle, '2026-06-01')).toEqual({
      verdict: 'check',
      check: 'unknownFacts',
      unknown: ['age'],
    });
  });
  it('a registration on 29 February turns its age on 1 March', () => {
    const vehicle = { ...car, year: 2016, initialRegister: '2016-02-29' };
    const rule = { ...open, maxAgeYears: 10 };
    expect(importVerdict(rule, vehicle, '2026-02-28').verdict).toBe('allowed');
    expect(importVerdict(rule, vehicle, '2026-03-01').verdict).toBe('notAllowed');
  });
  it('has no age limit without a maximum age', () => {
    expect(importVerdict(open, { ...car, year: 1990, initialRegister: '1990-01-01' }, '2026-01-01').verdict).toBe(
      'allowed',
    );
  });
});

describe('importVerdict: steering, fuel, category, salvage', () => {
  it('admits either side when the rule requires none, and the required side', () => {
    expect(importVerdict(open, car, '2026-01-01').verdict).toBe('allowed');
    expect(importVerdict({ ...open, steering: 'left' }, car, '2026-01-01').verdict).toBe('allowed');
    expect(importVerdict({ ...open, steering: 'left' }, rightHand, '2026-01-01')).toMatchObject({
      reasons: ['steering'],
      steering: 'left',
    });
  });
  it('refuses a banned fuel and a banned category, with every reason', () => {
    const rule = { ...open, bannedFuels: ['diesel' as const], bannedCategories: [1], steering: 'right' as const };
    expect(importVerdict(rule, { ...car, fuelCode: 'diesel' }, '2026-01-01')).toMatchObject({
      verdict: 'notAllowed',
      reasons: ['category', 'fuel', 'steering'],
    });
    expect(importVerdict(rule, { ...rightHand, category: 2, fuelCode: 'gasoline' }, '2026-01-01').verdict).toBe(
      'allowed',
    );
  });
  it('refuses a salvage vehicle where salvage is banned, and states the condition when it is not known', () => {
    const rule = { ...open, salvageBanned: true };
    expect(importVerdict(rule, { ...car, salvage: true }, '2026-01-01')).toMatchObject({ reasons: ['salvage'] });
    expect(importVerdict(rule, { ...car, salvage: false }, '2026-01-01')).toEqual({
      verdict: 'allowed',
      conditions: [],
    });
    expect(importVerdict(rule, car, '2026-01-01')).toEqual({ verdict: 'allowed', conditions: ['salvage'] });
  });
  it('says check when a fact that decides is unknown (masked for a visitor)', () => {
    const masked = { ...car, handle: null, fuelCode: null, weightKg: null, initialRegister: null };
    expect(importVerdict({ ...open, steering: 'right', bannedFuels: ['diesel'] }, masked, '2026-01-01')).toEqual({
      verdict: 'check',
      check: 'unknownFacts',
      unknown: ['fuel', 'steering'],
    });
  });
  it('an unknown fact never hides a refusal that is certain', () => {
    const masked = { ...car, year: 2000, handle: null, initialRegister: null };
    expect(importVerdict({ ...kenya, ageBasis: 'year' }, masked, '2026-01-01')).toMatchObject({
      verdict: 'notAllowed',
      reasons: ['age'],
    });
  });
});

describe('importVerdict: exemptions', () => {
  const old = { ...car, year: 2000, initialRegister: '2000-01-01' };
  it('lifts the age and steering limits for an exempt category', () => {
    const rule = { ...kenya, exemptCategories: [2] };
    expect(importVerdict(rule, { ...old, category: 2 }, '2026-01-01').verdict).toBe('allowed');
    expect(importVerdict(rule, old, '2026-01-01')).toMatchObject({ reasons: ['age', 'steering'] });
  });
  it('lifts them from the exempt weight up, not below', () => {
    expect(importVerdict(uganda, { ...old, weightKg: 10_000 }, '2026-01-01').verdict).toBe('allowed');
    expect(importVerdict(uganda, { ...old, weightKg: 9_999 }, '2026-01-01')).toMatchObject({
      reasons: ['age', 'steering'],
    });
  });
  it('cannot tell when the weight is unknown and a limit would refuse', () => {
    expect(importVerdict(uganda, { ...old, weightKg: null }, '2026-01-01')).toEqual({
      verdict: 'check',
      check: 'unknownFacts',
      unknown: ['age', 'steering'],
    });
    expect(importVerdict(uganda, { ...rightHand, weightKg: null }, '2026-01-01').verdict).toBe('allowed');
  });
  it('never lifts a banned fuel', () => {
    const rule = { ...uganda, bannedFuels: ['diesel' as const] };
    expect(importVerdict(rule, { ...old, weightKg: 20_000, fuelCode: 'diesel' }, '2026-01-01')).toMatchObject({
      reasons: ['fuel'],
    });
  });
});

describe('importVerdict: check with the authority', () => {
  it('without a rule for the country', () => {
    expect(importVerdict(null, car, '2026-01-01')).toEqual({ verdict: 'check', check: 'noRule', unknown: [] });
  });
  it('when the rule asks for a check although nothing refuses', () => {
    expect(importVerdict({ ...open, checkRequired: true }, car, '2026-01-01')).toEqual({
      verdict: 'check',
      check: 'authority',
      unknown: [],
    });
    expect(importVerdict({ ...kenya, checkRequired: true }, car, '2026-01-01').verdict).toBe('notAllowed');
  });
});

describe('expectedArrival', () => {
  it('adds the transit days', () => {
    expect(expectedArrival(new Date('2026-11-23T20:00:00Z'))).toBe('2027-01-22');
    expect(TRANSIT_DAYS).toBe(60);
    expect(expectedArrival(new Date('2026-01-01T00:00:00Z'), 10)).toBe('2026-01-11');
  });
});

describe('importRuleBodySchema', () => {
  const body = {
    countryCode: 'ke',
    maxAgeYears: 8,
    ageBasis: 'year',
    steering: 'right',
    salvageBanned: true,
    exemptMinWeightKg: null,
    checkRequired: false,
    sourceUrl: 'https://www.kebs.org/',
    checkedOn: '2026-11-01',
    status: 'toVerify',
  };
  it('accepts a rule and fills the defaults', () => {
    const rule = importRuleBodySchema.parse(body);
    expect(rule).toMatchObject({ countryCode: 'KE', bannedFuels: [], exemptCategories: [], note: '', engNote: '' });
  });
  it.each([
    ['countryCode', 'KEN'],
    ['maxAgeYears', 0],
    ['steering', 'middle'],
    ['sourceUrl', 'javascript:alert(1)'],
    ['sourceUrl', 'not a url'],
    ['checkedOn', '2026-13-01'],
    ['status', 'maybe'],
    ['bannedFuels', ['coal']],
    ['bannedCategories', [3]],
  ])('refuses a bad %s', (field, value) => {
    const result = importRuleBodySchema.safeParse({ ...body, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});
