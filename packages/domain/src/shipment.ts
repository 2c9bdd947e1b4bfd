import { z } from 'zod';
import { calendarDate, FIELD_MESSAGES, requiredText } from './validation.ts';

/**
 * The shipment of a paid inquiry, after "deposit confirmed", in order: booked on a vessel or in a container, loaded,
 * departed, arrived at the buyer's port, bill of lading issued, documents sent to the buyer, released to the buyer.
 * Step 0 is "not booked yet" (docs/decisions/0145).
 */
export const SHIPMENT_STEPS = [
  'booked',
  'loaded',
  'departed',
  'arrived',
  'billOfLading',
  'documentsSent',
  'released',
] as const;
export type ShipmentStep = (typeof SHIPMENT_STEPS)[number];

/** The step's number: 1 for booked ... 7 for released; 0 is not booked. */
export const shipmentStepNumber = (step: ShipmentStep) => SHIPMENT_STEPS.indexOf(step) + 1;
export const shipmentStepName = (step: number): ShipmentStep | undefined => SHIPMENT_STEPS[step - 1];

/** The only step that may follow `current` (a shipment moves one step at a time, never back), or undefined at the end. */
export const nextShipmentStep = (current: number): ShipmentStep | undefined => shipmentStepName(current + 1);

/** Whether a shipment at `current` may move to `step`: only to the step right after it. */
export const canMoveShipment = (current: number, step: ShipmentStep) => nextShipmentStep(current) === step;

/** While the car has not arrived, staff may move its ETA, with the reason the buyer is told. */
export const etaChangeable = (current: number) =>
  current >= shipmentStepNumber('booked') && current < shipmentStepNumber('arrived');

/** The steps the buyer is also told of by text message (when the account accepts texts). */
export const SHIPMENT_SMS_STEPS: readonly ShipmentStep[] = ['arrived', 'documentsSent'];

export const TRANSPORT_KINDS = ['vessel', 'container'] as const;
export const BL_KINDS = ['original', 'electronic'] as const;
/** The papers couriered to the buyer; the B/L original only when the bill of lading is not electronic. */
export const SENT_DOCUMENTS = ['exportCertificate', 'invoice', 'blOriginal'] as const;
export type SentDocument = (typeof SENT_DOCUMENTS)[number];

/** The kinds of file staff upload to a shipment; the buyer downloads them from their inquiry. */
export const SHIPMENT_DOCUMENT_KINDS = ['blCopy', 'exportCertificate', 'invoice'] as const;
export type ShipmentDocumentKind = (typeof SHIPMENT_DOCUMENT_KINDS)[number];

const day = calendarDate;
const line = (max = 100) => requiredText(max);

/** What each step requires; `on` is the day it happened (for booked, the day of the booking). */
export const shipmentStepBodySchema = z.discriminatedUnion('step', [
  z.object({
    step: z.literal('booked'),
    on: day,
    transport: z.enum(TRANSPORT_KINDS, FIELD_MESSAGES.required),
    /** The vessel's name, or the container's number. */
    carrier: line(),
    voyage: line(50),
    portOfLoading: line(),
    etd: day,
    eta: day.optional(),
  }),
  z.object({ step: z.literal('loaded'), on: day }),
  z.object({ step: z.literal('departed'), on: day, eta: day }),
  z.object({ step: z.literal('arrived'), on: day }),
  z.object({ step: z.literal('billOfLading'), on: day, blNumber: line(50), blKind: z.enum(BL_KINDS) }),
  z.object({
    step: z.literal('documentsSent'),
    on: day,
    courier: line(),
    trackingNumber: line(60),
    documents: z.array(z.enum(SENT_DOCUMENTS)).min(1, FIELD_MESSAGES.required).max(SENT_DOCUMENTS.length),
  }),
  z.object({ step: z.literal('released'), on: day }),
]);
export type ShipmentStepBody = z.infer<typeof shipmentStepBodySchema>;

/**
 * What a step needs besides its fields: the B/L copy uploaded before the bill of lading is recorded, and the B/L
 * original among the papers sent when the bill of lading is an original. Answers the field in fault, or undefined.
 */
export function shipmentStepFault(
  body: ShipmentStepBody,
  facts: { documents: readonly ShipmentDocumentKind[]; blKind: string | null },
): { field: string; message: string } | undefined {
  if (body.step === 'billOfLading' && !facts.documents.includes('blCopy'))
    return { field: 'blCopy', message: FIELD_MESSAGES.required };
  if (body.step === 'documentsSent' && facts.blKind === 'original' && !body.documents.includes('blOriginal'))
    return { field: 'documents', message: FIELD_MESSAGES.required };
  return undefined;
}

/** POST .../eta: a new estimated arrival and the reason the buyer is told. */
export const etaChangeBodySchema = z.object({ eta: day, reason: requiredText(500) });
export type EtaChangeBody = z.infer<typeof etaChangeBodySchema>;

export const shipmentEventSchema = z.object({
  kind: z.enum(['step', 'eta']),
  step: z.enum(SHIPMENT_STEPS).nullable(),
  on: z.string(),
  details: z.record(z.string(), z.unknown()),
  reason: z.string().nullable(),
  at: z.string(),
});
export type ShipmentEvent = z.infer<typeof shipmentEventSchema>;

export const shipmentDocumentSchema = z.object({
  docNo: z.number(),
  kind: z.enum(SHIPMENT_DOCUMENT_KINDS),
  fileName: z.string(),
  uploadedAt: z.string(),
});
export type ShipmentDocument = z.infer<typeof shipmentDocumentSchema>;

/** An inquiry's shipment as the buyer and staff see it: where it is, the current ETA, its history and its files. */
export const shipmentSchema = z.object({
  ilNo: z.number(),
  step: z.number(),
  eta: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  courier: z.string().nullable(),
  events: z.array(shipmentEventSchema),
  documents: z.array(shipmentDocumentSchema),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** GET /api/inquirys/shipment-places: where each of the buyer's booked cars is, for the inquiry list. */
export const shipmentPlaceSchema = z.object({ ilNo: z.number(), step: z.number(), eta: z.string().nullable() });
export type ShipmentPlace = z.infer<typeof shipmentPlaceSchema>;
