import { describe, expect, it } from 'vitest';
import {
  canMoveShipment,
  etaChangeable,
  etaChangeBodySchema,
  nextShipmentStep,
  SHIPMENT_STEPS,
  shipmentStepBodySchema,
  shipmentStepFault,
  shipmentStepName,
  shipmentStepNumber,
} from './shipment.ts';

describe('shipment steps', () => {
  it('run in the issue order, one at a time, from not booked (0) to released', () => {
    expect(SHIPMENT_STEPS).toEqual([
      'booked',
      'loaded',
      'departed',
      'arrived',
      'billOfLading',
      'documentsSent',
      'released',
    ]);
    let current = 0;
    for (const step of SHIPMENT_STEPS) {
      expect(nextShipmentStep(current)).toBe(step);
      current = shipmentStepNumber(step);
      expect(shipmentStepName(current)).toBe(step);
    }
    expect(nextShipmentStep(current)).toBeUndefined();
  });

  it('allows only the next step: none skipped, repeated or taken back', () => {
    for (let current = 0; current <= SHIPMENT_STEPS.length; current++) {
      for (const step of SHIPMENT_STEPS) {
        expect(canMoveShipment(current, step), `${step} from ${current}`).toBe(
          shipmentStepNumber(step) === current + 1,
        );
      }
    }
  });

  it('lets the ETA move from booking until the car arrives', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].filter(etaChangeable)).toEqual([1, 2, 3]);
  });
});

describe('shipment step fields', () => {
  const booked = {
    step: 'booked',
    on: '2026-11-20',
    transport: 'vessel',
    carrier: 'Morning Cara',
    voyage: '25W',
    portOfLoading: 'Incheon',
    etd: '2026-11-28',
  };

  it('requires each step its fields', () => {
    expect(shipmentStepBodySchema.safeParse(booked).success).toBe(true);
    const missing = shipmentStepBodySchema.safeParse({ ...booked, voyage: ' ', etd: '28/11/2026' });
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['voyage', 'field.required'],
      ['etd', 'field.date'],
    ]);
    // A day that does not exist (issue 30): refused, never passed on to the database.
    expect(shipmentStepBodySchema.safeParse({ ...booked, etd: '2026-02-30' }).error?.issues[0]?.path).toEqual(['etd']);
    expect(shipmentStepBodySchema.safeParse({ step: 'departed', on: '2026-11-28' }).success).toBe(false);
    expect(shipmentStepBodySchema.safeParse({ step: 'billOfLading', on: '2026-12-01', blNumber: 'X' }).success).toBe(
      false,
    );
    expect(
      shipmentStepBodySchema.safeParse({
        step: 'documentsSent',
        on: '2026-12-02',
        courier: 'DHL',
        trackingNumber: '123',
        documents: [],
      }).success,
    ).toBe(false);
    expect(shipmentStepBodySchema.safeParse({ step: 'shipped', on: '2026-12-02' }).success).toBe(false);
  });

  it('needs the B/L copy before the bill of lading, and the original among the papers sent when there is one', () => {
    const bl = shipmentStepBodySchema.parse({
      step: 'billOfLading',
      on: '2026-12-01',
      blNumber: 'B1',
      blKind: 'original',
    });
    expect(shipmentStepFault(bl, { documents: [], blKind: null })).toEqual({
      field: 'blCopy',
      message: 'field.required',
    });
    expect(shipmentStepFault(bl, { documents: ['blCopy'], blKind: null })).toBeUndefined();
    const sent = shipmentStepBodySchema.parse({
      step: 'documentsSent',
      on: '2026-12-02',
      courier: 'DHL',
      trackingNumber: '123',
      documents: ['invoice', 'exportCertificate'],
    });
    expect(shipmentStepFault(sent, { documents: ['blCopy'], blKind: 'original' })?.field).toBe('documents');
    expect(shipmentStepFault(sent, { documents: ['blCopy'], blKind: 'electronic' })).toBeUndefined();
  });

  it('needs a reason with a new ETA', () => {
    expect(etaChangeBodySchema.safeParse({ eta: '2026-12-20', reason: 'Port congestion' }).success).toBe(true);
    expect(etaChangeBodySchema.safeParse({ eta: '2026-12-20', reason: '' }).success).toBe(false);
  });
});
