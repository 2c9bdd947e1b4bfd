import { describe, expect, it } from 'vitest';
import { exportControlBodySchema, exportVerdict, type ExportControlTerms } from './export-controls.ts';

const passenger: ExportControlTerms = { vehicleClass: 'passenger', minEngineCc: 2000 };
const machinery: ExportControlTerms = { vehicleClass: 'machinery', minEngineCc: null };
const RUSSIA = [passenger, machinery];

describe('exportVerdict', () => {
  it('refuses a passenger car from the engine size up, and clears a smaller one or an electric car', () => {
    expect(exportVerdict(RUSSIA, { vehicleClass: 'passenger', cc: 2500 })).toEqual({
      verdict: 'refused',
      reason: 'controlled',
      control: passenger,
    });
    expect(exportVerdict(RUSSIA, { vehicleClass: 'passenger', cc: 2000 }).verdict).toBe('refused');
    expect(exportVerdict(RUSSIA, { vehicleClass: 'passenger', cc: 1999 })).toEqual({ verdict: 'clear' });
    expect(exportVerdict(RUSSIA, { vehicleClass: 'passenger', cc: 0 })).toEqual({ verdict: 'clear' });
  });

  it('refuses every vehicle of a class listed whole, whatever its engine', () => {
    expect(exportVerdict(RUSSIA, { vehicleClass: 'machinery', cc: null })).toMatchObject({ reason: 'controlled' });
    expect(exportVerdict(RUSSIA, { vehicleClass: 'machinery', cc: 1500 })).toMatchObject({ reason: 'controlled' });
  });

  it('leaves other classes and countries without controls alone', () => {
    expect(exportVerdict(RUSSIA, { vehicleClass: 'truck', cc: 12_000 })).toEqual({ verdict: 'clear' });
    expect(exportVerdict(RUSSIA, { vehicleClass: 'lightCommercial', cc: 2500 })).toEqual({ verdict: 'clear' });
    expect(exportVerdict([], { vehicleClass: 'passenger', cc: 5000 })).toEqual({ verdict: 'clear' });
  });

  it('cannot clear a vehicle whose listing does not say what a control depends on', () => {
    expect(exportVerdict(RUSSIA, { vehicleClass: 'passenger', cc: null })).toMatchObject({
      verdict: 'refused',
      reason: 'unknownEngine',
      control: passenger,
    });
    // A car without a body type may be a passenger car: a big engine cannot pass, a small one passes that control
    // but might be machinery for all the class says, which is listed whole.
    expect(exportVerdict(RUSSIA, { vehicleClass: null, cc: 3000 })).toMatchObject({ reason: 'unknownClass' });
    expect(exportVerdict([passenger], { vehicleClass: null, cc: 1600 })).toEqual({ verdict: 'clear' });
    expect(exportVerdict(RUSSIA, { vehicleClass: null, cc: 1600 })).toMatchObject({
      reason: 'unknownClass',
      control: machinery,
    });
  });

  it('names a certain refusal before a possible one', () => {
    const controls = [passenger, { vehicleClass: 'truck', minEngineCc: null } as const];
    expect(exportVerdict(controls, { vehicleClass: 'truck', cc: null })).toMatchObject({
      reason: 'controlled',
      control: { vehicleClass: 'truck' },
    });
  });
});

describe('exportControlBodySchema', () => {
  const body = {
    countryCode: 'ru',
    vehicleClass: 'passenger',
    minEngineCc: 2000,
    sourceUrl: 'https://www.motie.go.kr/',
    checkedOn: '2026-11-28',
    status: 'toVerify',
  };
  it('takes a control with its source, the country in capitals', () => {
    expect(exportControlBodySchema.parse(body)).toMatchObject({ countryCode: 'RU', engNote: '' });
  });
  it('refuses an unknown class, a zero engine size and a source that is not a web address', () => {
    for (const bad of [{ vehicleClass: 'tank' }, { minEngineCc: 0 }, { sourceUrl: 'javascript:alert(1)' }]) {
      expect(exportControlBodySchema.safeParse({ ...body, ...bad }).success).toBe(false);
    }
  });
});
