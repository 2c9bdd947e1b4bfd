import { describe, expect, it } from 'vitest';
import {
  classLimitSchema,
  expectedArrival,
  importRuleBodySchema,
  importVerdict,
  limitSourceOf,
  loadingPortOf,
  transitOf,
  TRANSIT_DAYS,
  type ClassLimit,
  type ImportRuleTerms,
  type ImportVehicle,
} from './import-rules.ts';

const limit = (fields: Partial<ClassLimit> & Pick<ClassLimit, 'vehicleClass' | 'admitted'>): ClassLimit =>
  classLimitSchema.parse(fields);
const rule = (...classLimits: ClassLimit[]): ImportRuleTerms => ({
  classLimits,
  salvageBanned: false,
  checkRequired: false,
});
const ROAD = ['passenger', 'lightCommercial', 'truck', 'bus'] as const;

/** East Africa: right-hand drive; Kenya's used rigid trucks of 3.5 to 30 t gross are refused (KS 1515:2019). */
const eastAfricanTrucks = [
  limit({ vehicleClass: 'truck', maxWeightKg: 3_499, admitted: 'yes', steering: 'right' }),
  limit({ vehicleClass: 'truck', minWeightKg: 3_500, maxWeightKg: 30_000, admitted: 'no' }),
  limit({ vehicleClass: 'truck', minWeightKg: 30_001, admitted: 'check' }),
];
const kenya = rule(
  ...['passenger', 'lightCommercial'].map((vehicleClass) =>
    limit({
      vehicleClass: vehicleClass as ClassLimit['vehicleClass'],
      admitted: 'yes',
      maxAgeYears: 8,
      ageBasis: 'registrationYear',
      steering: 'right',
    }),
  ),
  ...eastAfricanTrucks.map((truck) => ({ ...truck, maxAgeYears: truck.admitted === 'yes' ? 8 : null })),
  limit({ vehicleClass: 'specialPurpose', admitted: 'specialPurposeOnly' }),
);
const uganda = rule(
  limit({ vehicleClass: 'passenger', admitted: 'yes', maxAgeYears: 15, steering: 'right' }),
  ...eastAfricanTrucks.map((truck) => ({ ...truck, maxAgeYears: truck.admitted === 'yes' ? 15 : null })),
);
const tanzania = rule(...ROAD.map((vehicleClass) => limit({ vehicleClass, admitted: 'yes', steering: 'right' })));
const ghana = rule(
  limit({ vehicleClass: 'passenger', admitted: 'yes', steering: 'left' }),
  ...(['truck', 'bus', 'specialPurpose', 'machinery'] as const).map((vehicleClass) =>
    limit({ vehicleClass, admitted: 'check' }),
  ),
);
const peru = rule(
  ...ROAD.map((vehicleClass) =>
    limit({
      vehicleClass,
      admitted: 'yes',
      maxAgeYears: 2,
      ageBasis: 'year',
      steering: 'left',
      bannedFuels: vehicleClass === 'passenger' || vehicleClass === 'lightCommercial' ? ['diesel'] : [],
    }),
  ),
);

const car: ImportVehicle = {
  category: 1,
  productCode: 'sedan',
  formCode: null,
  year: 2022,
  initialRegister: '2022-05-10',
  handle: 0,
  fuelCode: 'gasoline',
  weightKg: 1500,
  salvage: null,
};
const rightHand = { ...car, handle: 1 };
/** The issue's CB180: a 2012 left-hand-drive dump truck. */
const dumpTruck: ImportVehicle = {
  ...car,
  category: 2,
  productCode: null,
  formCode: 'dump-truck',
  year: 2012,
  initialRegister: '2012-06-01',
  fuelCode: 'diesel',
  weightKg: 12_000,
};

describe('importVerdict: the proofs issue 28 names', () => {
  it.each([
    ['Kenya', kenya],
    ['Tanzania', tanzania],
    ['Ghana', ghana],
    ['Peru', peru],
  ])('the 2012 left-hand-drive dump truck is not allowed in %s', (_, destination) => {
    expect(importVerdict(destination, dumpTruck, '2026-12-01').verdict).not.toBe('allowed');
    expect(importVerdict(destination, { ...dumpTruck, weightKg: null }, '2026-12-01').verdict).not.toBe('allowed');
  });
  it('a truck over the weight band gets the same verdict in Uganda and Kenya under the same rule', () => {
    // The issue's 2024 5-tonne left-hand-drive truck: its gross weight is at least 5 t, inside the refused band or
    // above it, where the rule sends the buyer to the authority; never "allowed", and the same in both countries.
    const truck = { ...dumpTruck, year: 2024, initialRegister: '2024-03-01', weightKg: 5_000 };
    const inKenya = importVerdict(kenya, truck, '2026-12-01');
    expect(inKenya).toMatchObject({ verdict: 'check', unknown: ['weight'], vehicleClass: 'truck' });
    expect(importVerdict(uganda, truck, '2026-12-01')).toEqual(inKenya);
    const heavy = { ...truck, weightKg: 31_000 };
    expect(importVerdict(kenya, heavy, '2026-12-01')).toMatchObject({ verdict: 'check', check: 'classCheck' });
    expect(importVerdict(uganda, heavy, '2026-12-01')).toEqual(importVerdict(kenya, heavy, '2026-12-01'));
    // Where every band it may fall in refuses, it is refused, with the reasons of each.
    const onlyRefusing = rule(...eastAfricanTrucks.slice(0, 2));
    expect(importVerdict(onlyRefusing, { ...truck, weightKg: 3_000 }, '2026-12-01')).toMatchObject({
      verdict: 'notAllowed',
      reasons: ['class', 'steering'],
    });
  });
  describe('a car with a model year one year ahead of its first registration', () => {
    const vehicle = { ...rightHand, year: 2019, initialRegister: '2018-10-15' };
    const eight = (ageBasis: ClassLimit['ageBasis']) =>
      rule(limit({ vehicleClass: 'passenger', admitted: 'yes', maxAgeYears: 8, ageBasis }));
    it('is judged by the registration date where the rule names it', () => {
      expect(importVerdict(eight('registration'), vehicle, '2026-10-14')).toMatchObject({
        verdict: 'allowed',
        age: { basis: 'registration', from: '2018-10-15' },
      });
      expect(importVerdict(eight('registration'), vehicle, '2026-10-15').verdict).toBe('notAllowed');
    });
    it('by 1 January of the registration year where the rule names the year of first registration', () => {
      expect(importVerdict(eight('registrationYear'), vehicle, '2026-01-01')).toMatchObject({
        verdict: 'notAllowed',
        age: { basis: 'registrationYear', from: '2018-01-01' },
      });
    });
    it('by the model year where the rule names it, whatever the registration', () => {
      expect(importVerdict(eight('year'), vehicle, '2026-12-31')).toMatchObject({
        verdict: 'allowed',
        age: { basis: 'year', from: '2019-01-01' },
      });
      expect(importVerdict(eight('year'), vehicle, '2027-01-01').verdict).toBe('notAllowed');
    });
  });
});

describe('importVerdict: age at the expected arrival', () => {
  const eight = rule(limit({ vehicleClass: 'passenger', admitted: 'yes', maxAgeYears: 8, ageBasis: 'registration' }));
  it('without a registration date, passes when even a registration a year before the model year passes', () => {
    const vehicle = { ...car, year: 2019, initialRegister: null };
    expect(importVerdict(eight, vehicle, '2025-12-31')).toMatchObject({
      verdict: 'allowed',
      age: { basis: 'year', from: '2019-01-01' },
    });
    expect(importVerdict(eight, vehicle, '2026-06-01')).toMatchObject({ verdict: 'check', unknown: ['age'] });
  });
  it('a registration on 29 February turns its age on 1 March', () => {
    const vehicle = { ...car, year: 2016, initialRegister: '2016-02-29' };
    const ten = rule(limit({ vehicleClass: 'passenger', admitted: 'yes', maxAgeYears: 10, ageBasis: 'registration' }));
    expect(importVerdict(ten, vehicle, '2026-02-28').verdict).toBe('allowed');
    expect(importVerdict(ten, vehicle, '2026-03-01').verdict).toBe('notAllowed');
  });
  it('has no age limit without a maximum age', () => {
    const open = rule(limit({ vehicleClass: 'passenger', admitted: 'yes' }));
    expect(importVerdict(open, { ...car, year: 1990 }, '2026-01-01')).toMatchObject({ verdict: 'allowed', age: null });
  });
});

describe('importVerdict: classes', () => {
  it('says check for a class the rule does not cover, an unknown class, or a class sent to the authority', () => {
    expect(importVerdict(ghana, { ...car, productCode: 'van' }, '2026-01-01')).toMatchObject({
      verdict: 'check',
      check: 'classNotCovered',
      vehicleClass: 'lightCommercial',
    });
    expect(importVerdict(ghana, { ...car, productCode: null }, '2026-01-01')).toMatchObject({
      check: 'unknownClass',
      vehicleClass: null,
    });
    expect(importVerdict(ghana, { ...dumpTruck, formCode: 'excavator' }, '2026-01-01')).toMatchObject({
      check: 'classCheck',
    });
    expect(importVerdict(kenya, { ...dumpTruck, formCode: 'crane' }, '2026-01-01')).toMatchObject({
      check: 'specialPurposeOnly',
    });
  });
  it('refuses a class the rule refuses, with the fuel of the class banned', () => {
    expect(importVerdict(peru, { ...car, year: 2026, fuelCode: 'diesel', handle: 1 }, '2026-06-01')).toMatchObject({
      verdict: 'notAllowed',
      reasons: ['fuel', 'steering'],
      steering: 'left',
    });
    const newTruck = { ...dumpTruck, year: 2026, initialRegister: null };
    expect(importVerdict(peru, newTruck, '2026-06-01').verdict).toBe('allowed');
  });
  it('says check for a special vehicle whose steering side was never asked', () => {
    expect(importVerdict(tanzania, { ...dumpTruck, handle: null }, '2026-01-01')).toMatchObject({
      verdict: 'check',
      check: 'unknownFacts',
      unknown: ['steering'],
    });
  });
});

describe('importVerdict: salvage, unknown facts and the authority', () => {
  const salvageRule = { ...tanzania, salvageBanned: true };
  it('refuses a salvage vehicle and states the condition when it is not known', () => {
    expect(importVerdict(salvageRule, { ...rightHand, salvage: true }, '2026-01-01')).toMatchObject({
      reasons: ['salvage'],
    });
    expect(importVerdict(salvageRule, { ...rightHand, salvage: false }, '2026-01-01')).toMatchObject({
      verdict: 'allowed',
      conditions: [],
    });
    expect(importVerdict(salvageRule, rightHand, '2026-01-01')).toMatchObject({ conditions: ['salvage'] });
  });
  it('says check when a fact that decides is unknown (masked for a visitor), never hiding a certain refusal', () => {
    const masked = { ...car, handle: null, fuelCode: null, weightKg: null, initialRegister: null };
    expect(importVerdict(peru, { ...masked, year: 2026 }, '2026-06-01')).toMatchObject({
      verdict: 'check',
      unknown: ['fuel', 'steering'],
    });
    expect(importVerdict(peru, { ...masked, year: 2000 }, '2026-06-01')).toMatchObject({ reasons: ['age'] });
  });
  it('without a rule, and when the rule asks for a check although nothing refuses', () => {
    expect(importVerdict(null, car, '2026-01-01')).toMatchObject({ verdict: 'check', check: 'noRule' });
    const asks = { ...tanzania, checkRequired: true };
    expect(importVerdict(asks, rightHand, '2026-01-01')).toMatchObject({ check: 'authority' });
    expect(importVerdict(asks, car, '2026-01-01').verdict).toBe('notAllowed');
  });
  it('names the source of the class limit applied', () => {
    const sourced = rule(limit({ vehicleClass: 'truck', admitted: 'no', sourceUrl: 'https://example.gov/trucks' }));
    expect(limitSourceOf(sourced, 'truck')).toBe('https://example.gov/trucks');
    expect(limitSourceOf(sourced, 'passenger')).toBeNull();
  });
});

describe('transit and arrival', () => {
  const rows = [
    { loadingPort: 'KRPUS', portNo: 1, vessel: 'roro', days: 40 },
    { loadingPort: 'KRINC', portNo: 1, vessel: 'roro', days: 43 },
    { loadingPort: 'KRPUS', portNo: 1, vessel: 'container', days: 45 },
    { loadingPort: 'KRPUS', portNo: 2, vessel: 'roro', days: 50 },
  ];
  it('takes the route asked for, else the longest to the country, else the default', () => {
    expect(transitOf(rows, { portNos: [1], vessel: 'roro', loadingPort: 'KRPUS' })).toEqual({
      days: 40,
      basis: 'table',
    });
    expect(transitOf(rows, { portNos: [1], vessel: 'roro' })).toEqual({ days: 43, basis: 'table' });
    expect(transitOf(rows, { portNos: [1, 2] })).toEqual({ days: 50, basis: 'table' });
    expect(transitOf(rows, { portNos: [3] })).toEqual({ days: TRANSIT_DAYS, basis: 'default' });
  });
  it('adds the days to today', () => {
    expect(expectedArrival(new Date('2026-11-23T20:00:00Z'))).toBe('2027-01-22');
    expect(expectedArrival(new Date('2026-01-01T00:00:00Z'), 10)).toBe('2026-01-11');
  });
  it('knows the loading port of the port cities only', () => {
    expect(loadingPortOf('busan')).toBe('KRPUS');
    expect(loadingPortOf('seoul')).toBeNull();
    expect(loadingPortOf(null)).toBeNull();
  });
});

describe('importRuleBodySchema', () => {
  const body = {
    countryCode: 'ke',
    classLimits: [{ vehicleClass: 'passenger', admitted: 'yes', maxAgeYears: 8, steering: 'right' }],
    salvageBanned: true,
    checkRequired: false,
    sourceUrl: 'https://www.kebs.org/',
    checkedOn: null,
    status: 'toVerify',
  };
  it('accepts a rule and fills the defaults', () => {
    expect(importRuleBodySchema.parse(body)).toMatchObject({
      countryCode: 'KE',
      classLimits: [{ ageBasis: 'year', bannedFuels: [], minWeightKg: null, sourceUrl: null }],
      note: '',
      engNote: '',
    });
  });
  it.each([
    ['countryCode', 'KEN'],
    ['sourceUrl', 'javascript:alert(1)'],
    ['checkedOn', '2026-13-01'],
    ['status', 'maybe'],
    ['classLimits', [{ vehicleClass: 'boat', admitted: 'yes' }]],
    ['classLimits', [{ vehicleClass: 'truck', admitted: 'maybe' }]],
    ['classLimits', [{ vehicleClass: 'truck', admitted: 'yes', bannedFuels: ['coal'] }]],
    ['classLimits', [{ vehicleClass: 'truck', admitted: 'yes', minWeightKg: 5000, maxWeightKg: 3000 }]],
    [
      'classLimits',
      [
        { vehicleClass: 'truck', admitted: 'yes', maxWeightKg: 3500 },
        { vehicleClass: 'truck', admitted: 'no', minWeightKg: 3500 },
      ],
    ],
  ])('refuses a bad %s', (field, value) => {
    const result = importRuleBodySchema.safeParse({ ...body, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});
