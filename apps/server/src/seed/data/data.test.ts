import { describe, expect, it } from 'vitest';
import { CAR_MAKERS } from './car-catalog.ts';
import { importRuleBodySchema, VEHICLE_CLASSES } from '@market/domain';
import { COUNTRIES } from './countries.ts';
import { IMPORT_RULES } from './import-rules.ts';
import { COLORS, DRIVES, FUELS, LOCATIONS, TRANSMISSIONS } from './lookups.ts';
import { EXTERIOR_OPTIONS, INTERIOR_OPTIONS, SAFETY_OPTIONS, UNDER_STATUS, WORKING_STATUS } from './options.ts';
import { PORTS } from './ports.ts';
import { SALES_CONTACT_GROUPS } from './sales-contacts.ts';
import { TRANSIT_ESTIMATES } from './transit-times.ts';
import { FORMS, SPECIAL_MAKERS } from './special-catalog.ts';

const LANGS = ['ko', 'en', 'fr', 'ar', 'ru', 'es'] as const;

const ALL_DATA: Record<string, unknown> = {
  CAR_MAKERS,
  COUNTRIES,
  COLORS,
  DRIVES,
  FUELS,
  LOCATIONS,
  TRANSMISSIONS,
  EXTERIOR_OPTIONS,
  INTERIOR_OPTIONS,
  SAFETY_OPTIONS,
  UNDER_STATUS,
  WORKING_STATUS,
  PORTS,
  SALES_CONTACT_GROUPS,
  FORMS,
  SPECIAL_MAKERS,
  IMPORT_RULES,
};

/** Every object that looks like a Names value (has a `ko` key), with its path. */
function collectNames(value: unknown, path: string, out: [string, Record<string, unknown>][]): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => collectNames(item, `${path}[${i}]`, out));
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('ko' in record) out.push([path, record]);
    for (const [key, child] of Object.entries(record)) collectNames(child, `${path}.${key}`, out);
  }
}

function expectUnique(values: string[], what: string): void {
  const seen = new Set<string>();
  const duplicates = values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
  expect(duplicates, `duplicate ${what}`).toEqual([]);
}

const hangul = /[\uAC00-\uD7A3]/;
const arabic = /[\u0600-\u06FF]/;
const cyrillic = /[\u0400-\u04FF]/;

const carDetails = CAR_MAKERS.flatMap((maker) =>
  maker.models.flatMap((model) => model.detailModels.map((detail) => ({ maker, model, detail }))),
);
const specialModels = FORMS.flatMap((form) =>
  form.details.flatMap((detail) =>
    detail.capacities.flatMap((capacity) => capacity.models.map((m) => ({ capacity, m }))),
  ),
);

describe('seed reference data', () => {
  it('fills every Names value with six non-empty strings', () => {
    const names: [string, Record<string, unknown>][] = [];
    for (const [key, value] of Object.entries(ALL_DATA)) collectNames(value, key, names);
    expect(names.length).toBeGreaterThan(1000);
    for (const [path, record] of names) {
      expect(Object.keys(record).sort(), path).toEqual([...LANGS].sort());
      for (const lang of LANGS) {
        const text = record[lang];
        expect(typeof text === 'string' && text.trim().length > 0, `${path}.${lang}`).toBe(true);
        expect((text as string).trim(), `${path}.${lang} has stray spaces`).toBe(text);
      }
    }
  });

  it('writes descriptive names in each language script', () => {
    const descriptive = [
      ...FUELS.filter((f) => f.code !== 'lpg' && f.code !== 'cng').map((f) => f.names),
      ...FORMS.map((f) => f.names),
      ...SAFETY_OPTIONS.slice(0, 4),
      ...EXTERIOR_OPTIONS,
      ...INTERIOR_OPTIONS.slice(0, 10),
      ...UNDER_STATUS,
      ...WORKING_STATUS,
      ...COLORS.map((c) => c.names),
      ...SALES_CONTACT_GROUPS.map((g) => g.names),
    ];
    for (const names of descriptive) {
      expect(names.ko, names.en).toMatch(hangul);
      expect(names.ar, names.en).toMatch(arabic);
      expect(names.ru, names.en).toMatch(cyrillic);
    }
    for (const maker of [...CAR_MAKERS, ...SPECIAL_MAKERS]) {
      expect(maker.names.ar, maker.code).toMatch(arabic);
    }
  });

  it('has the option and status counts of the spec', () => {
    expect(SAFETY_OPTIONS).toHaveLength(19);
    expect(EXTERIOR_OPTIONS).toHaveLength(5);
    expect(INTERIOR_OPTIONS).toHaveLength(24);
    expect(UNDER_STATUS).toHaveLength(3);
    expect(UNDER_STATUS[0]?.en).toBe('Corrosion of the lower body');
    expect(WORKING_STATUS).toHaveLength(8);
    for (const list of [SAFETY_OPTIONS, EXTERIOR_OPTIONS, INTERIOR_OPTIONS, UNDER_STATUS, WORKING_STATUS]) {
      expectUnique(
        list.map((n) => n.en),
        'option',
      );
      expectUnique(
        list.map((n) => n.ko),
        'option (ko)',
      );
    }
  });

  it('lists all 249 ISO 3166-1 countries', () => {
    expect(COUNTRIES).toHaveLength(249);
    expectUnique(
      COUNTRIES.map((c) => c.code),
      'country code',
    );
    for (const country of COUNTRIES) expect(country.code).toMatch(/^[A-Z]{2}$/);
    expect(COUNTRIES.find((c) => c.code === 'KR')?.names.en).toBe('South Korea');
  });

  it('has ports in at least 30 known countries with valid, unique UN/LOCODEs', () => {
    const countryCodes = new Set(COUNTRIES.map((c) => c.code));
    const portCountries = new Set(PORTS.map((p) => p.country));
    expect(PORTS.length).toBeGreaterThanOrEqual(45);
    expect(portCountries.size).toBeGreaterThanOrEqual(30);
    for (const port of PORTS) {
      expect(countryCodes.has(port.country), port.locode).toBe(true);
      expect(port.locode).toMatch(/^[A-Z]{2}[A-Z2-9]{3}$/);
      expect(port.locode.startsWith(port.country), port.locode).toBe(true);
      expect(port.vessels.length, port.locode).toBeGreaterThan(0);
      expect(new Set(port.vessels).size, port.locode).toBe(port.vessels.length);
      expect(port.sedanFreightUsd, port.locode).toBeGreaterThanOrEqual(300);
      expect(port.sedanFreightUsd, port.locode).toBeLessThanOrEqual(5000);
      expect(port.containerPerCbmUsd, port.locode).toBeGreaterThanOrEqual(40);
      expect(port.containerPerCbmUsd, port.locode).toBeLessThanOrEqual(150);
    }
    expectUnique(
      PORTS.map((p) => p.locode),
      'UN/LOCODE',
    );
    expect(PORTS.filter((p) => p.askOnly).length).toBeGreaterThanOrEqual(1);
  });

  it('has sane car detail models', () => {
    const fuels = new Set(FUELS.map((f) => f.code));
    expect(carDetails.length).toBeGreaterThanOrEqual(200);
    for (const { detail } of carDetails) {
      const label = detail.names.en;
      expect(detail.lengthMm, label).toBeGreaterThanOrEqual(2500);
      expect(detail.lengthMm, label).toBeLessThanOrEqual(13000);
      expect(detail.widthMm, label).toBeGreaterThanOrEqual(1400);
      expect(detail.widthMm, label).toBeLessThanOrEqual(2600);
      expect(detail.heightMm, label).toBeGreaterThanOrEqual(1000);
      expect(detail.heightMm, label).toBeLessThanOrEqual(4200);
      expect(detail.weightKg, label).toBeGreaterThanOrEqual(500);
      expect(detail.weightKg, label).toBeLessThanOrEqual(40000);
      expect(fuels.has(detail.fuel), `${label}: fuel ${detail.fuel}`).toBe(true);
      if (detail.fuel === 'electric' || detail.fuel === 'hydrogen') expect(detail.cc, label).toBe(0);
      else expect(detail.cc, label).toBeGreaterThan(600);
      expect(detail.cc, label).toBeLessThanOrEqual(30000);
      expect(detail.seats, label).toBeGreaterThanOrEqual(1);
      expect(detail.doors, label).toBeGreaterThanOrEqual(2);
      expect(detail.cfvtNo, label).toBeGreaterThanOrEqual(1);
      expect(detail.cfvtNo, label).toBeLessThanOrEqual(5);
      expect(detail.fromYear, label).toBeGreaterThanOrEqual(2008);
      expect(detail.fromYear, label).toBeLessThanOrEqual(2026);
      if (detail.toYear !== null) {
        expect(detail.toYear, label).toBeGreaterThanOrEqual(detail.fromYear);
        expect(detail.toYear, label).toBeLessThanOrEqual(2026);
      }
    }
    expectUnique(
      carDetails.map(({ detail }) => detail.names.en),
      'detail model name',
    );
    expectUnique(
      carDetails.map(({ detail }) => detail.names.ko),
      'detail model name (ko)',
    );
  });

  it('has the expected car makers and model counts', () => {
    expectUnique(
      CAR_MAKERS.map((m) => m.code),
      'car maker code',
    );
    for (const maker of CAR_MAKERS) {
      expect(maker.code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(maker.models.length, maker.code).toBeGreaterThanOrEqual(maker.origin === 'domestic' ? 8 : 4);
      expectUnique(
        maker.models.map((m) => m.names.en),
        `${maker.code} model`,
      );
      for (const model of maker.models) {
        expect(model.detailModels.length, model.names.en).toBeGreaterThanOrEqual(1);
        expect(model.detailModels.length, model.names.en).toBeLessThanOrEqual(4);
      }
    }
    for (const code of ['hyundai', 'kia', 'genesis', 'kg-mobility', 'renault-korea', 'chevrolet-korea']) {
      expect(CAR_MAKERS.find((m) => m.code === code)?.origin, code).toBe('domestic');
    }
  });

  it('has a consistent special-vehicle tree', () => {
    const makers = new Set(SPECIAL_MAKERS.map((m) => m.code));
    expectUnique([...makers], 'special maker code');
    expect(SPECIAL_MAKERS).toHaveLength(makers.size);
    const codes: string[] = [];
    for (const form of FORMS) {
      codes.push(form.code);
      expect(form.details.length, form.code).toBeGreaterThanOrEqual(1);
      expect(form.details.length, form.code).toBeLessThanOrEqual(4);
      for (const detail of form.details) {
        codes.push(detail.code);
        expect(detail.code.startsWith(`${form.code}.`), detail.code).toBe(true);
        expect(detail.capacities.length, detail.code).toBeGreaterThanOrEqual(1);
        expect(detail.capacities.length, detail.code).toBeLessThanOrEqual(4);
        for (const capacity of detail.capacities) {
          codes.push(capacity.code);
          expect(capacity.code.startsWith(`${detail.code}.`), capacity.code).toBe(true);
          expect(capacity.models.length, capacity.code).toBeGreaterThanOrEqual(1);
          expect(capacity.models.length, capacity.code).toBeLessThanOrEqual(4);
        }
      }
    }
    expectUnique(codes, 'form/detail/capacity code');
    for (const code of codes) expect(code).toMatch(/^[a-z0-9.-]+$/);

    for (const { capacity, m } of specialModels) {
      const label = `${capacity.code} ${m.names.en}`;
      expect(makers.has(m.maker), `${label}: maker ${m.maker}`).toBe(true);
      expect(m.cfvtNo, label).toBeGreaterThanOrEqual(5);
      expect(m.cfvtNo, label).toBeLessThanOrEqual(8);
      expect(m.fromYear, label).toBeGreaterThanOrEqual(2000);
      if (m.toYear !== null) expect(m.toYear, label).toBeGreaterThanOrEqual(m.fromYear);
      for (const size of [m.lengthMm, m.widthMm, m.heightMm]) {
        expect(size, label).toBeGreaterThan(1000);
        expect(size, label).toBeLessThan(20000);
      }
      expect(m.weightKg, label).toBeGreaterThan(1000);
      expect(m.weightKg, label).toBeLessThan(100000);
      expect(m.cc, label).toBeGreaterThanOrEqual(0);
      expect(m.cc, label).toBeLessThanOrEqual(30000);
      expect(m.powerHp, label).toBeGreaterThan(0);
      expect(m.powerHp, label).toBeLessThanOrEqual(10000);
    }
  });

  it('has unique lookup codes and one colour without a swatch', () => {
    for (const [name, list] of Object.entries({ TRANSMISSIONS, FUELS, DRIVES, LOCATIONS, COLORS })) {
      expectUnique(
        list.map((c) => c.code),
        `${name} code`,
      );
    }
    expect(FUELS.map((f) => f.code).sort()).toEqual(
      ['cng', 'diesel', 'electric', 'gasoline', 'hybrid', 'hydrogen', 'lpg', 'plugin-hybrid'].sort(),
    );
    expect(COLORS.filter((c) => c.colorCode === null).map((c) => c.code)).toEqual(['other']);
    for (const color of COLORS) if (color.colorCode !== null) expect(color.colorCode).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('routes Ukraine and Central America to sales groups', () => {
    const countryCodes = new Set(COUNTRIES.map((c) => c.code));
    expect(SALES_CONTACT_GROUPS.filter((g) => g.countries.includes('UA'))).toHaveLength(1);
    expect(SALES_CONTACT_GROUPS.filter((g) => g.countries.includes('GT'))).toHaveLength(1);
    expectUnique(
      SALES_CONTACT_GROUPS.flatMap((g) => g.countries),
      'sales group country',
    );
    for (const group of SALES_CONTACT_GROUPS) {
      expect(group.contacts.length, group.names.en).toBeGreaterThanOrEqual(1);
      expect(group.contacts.length, group.names.en).toBeLessThanOrEqual(4);
      for (const code of group.countries) expect(countryCodes.has(code), code).toBe(true);
      for (const contact of group.contacts) {
        expect(contact.phone).toMatch(/^\+82 10-\d{4}-\d{4}$/);
        expect(contact.name.length).toBeGreaterThanOrEqual(2);
        expect(contact.languages.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('import rules', () => {
  it('cover the destinations of issues 18 and 28, once each, with valid rules of known countries', () => {
    const named = 'KE UG TZ CI SN GH NG DZ SA JO IQ PK RU KZ TJ KG MN PE CL PY DO SV HN UZ LY EG BJ TG'.split(' ');
    const codes = IMPORT_RULES.map((rule) => rule.countryCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(named));
    const known = new Set(COUNTRIES.map((country) => country.code));
    for (const { note, ...rule } of IMPORT_RULES) {
      expect(known.has(rule.countryCode), rule.countryCode).toBe(true);
      const body = { ...rule, checkedOn: null, status: 'toVerify', engNote: note?.en };
      const parsed = importRuleBodySchema.safeParse(body);
      expect(parsed.success, rule.countryCode).toBe(true);
      // Every class has a stated verdict: allowed within limits, refused, or check.
      const classes = new Set(parsed.data?.classLimits.map((limit) => limit.vehicleClass));
      expect(classes.size, rule.countryCode).toBe(VEHICLE_CLASSES.length);
    }
  });

  it('have a transit estimate to every port of a country with a rule', () => {
    const ruled = new Set(IMPORT_RULES.map((rule) => rule.countryCode));
    const estimated = new Set(TRANSIT_ESTIMATES.map((row) => row.locode));
    for (const port of PORTS.filter((entry) => ruled.has(entry.country))) {
      expect(estimated.has(port.locode), port.locode).toBe(true);
    }
    expect(TRANSIT_ESTIMATES.every((row) => row.days > 0 && row.days < 120)).toBe(true);
  });
});
