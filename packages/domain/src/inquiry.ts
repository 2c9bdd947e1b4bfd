import { z } from 'zod';
import { MAX_INQUIRY_ITEMS } from './inquiry-limits.ts';
import { MAX_PRICE } from './limits.ts';
import { localizedShape, nullableLocalizedShape } from './localized-schema.ts';
import { emailField, FIELD_MESSAGES, nameField, phoneField, requiredText, TEXT_MAX } from './validation.ts';

/** The spec's inquiry progress labels, in order. */
export const INQUIRY_STATE = {
  waitManager: 1,
  waitAnswer: 2,
  prepareAnswer: 3,
  checkAnswer: 4,
  invoiceRequest: 5,
  invoiceIssuance: 6,
  invoiceConfirm: 7,
  paymentBeingConfirmed: 8,
  depositConfirmed: 9,
  invoiceExpired: 10,
  canceled: 11,
} as const;
export type InquiryState = (typeof INQUIRY_STATE)[keyof typeof INQUIRY_STATE];
export const INQUIRY_STATES = Object.values(INQUIRY_STATE) as InquiryState[];
export type InquiryStateName = keyof typeof INQUIRY_STATE;

export function inquiryStateName(state: number): InquiryStateName | undefined {
  return (Object.keys(INQUIRY_STATE) as InquiryStateName[]).find((name) => INQUIRY_STATE[name] === state);
}

export type InquiryActor = 'buyer' | 'staff' | 'system';

const S = INQUIRY_STATE;

/**
 * Every allowed change of an inquiry, and who may make it. Staff assign a manager, prepare and send the answer, issue
 * the invoice (again after expiry), and confirm the deposit or reject the receipt; the buyer requests the invoice,
 * confirms it, uploads the T/T receipt, asks for a reissue after expiry, and may cancel only before requesting the
 * invoice; a passed deposit deadline expires the invoice.
 */
export const INQUIRY_TRANSITIONS = {
  assignManager: { actor: 'staff', from: [S.waitManager], to: S.waitAnswer },
  prepareAnswer: { actor: 'staff', from: [S.waitAnswer], to: S.prepareAnswer },
  sendAnswer: { actor: 'staff', from: [S.prepareAnswer], to: S.checkAnswer },
  requestInvoice: { actor: 'buyer', from: [S.checkAnswer], to: S.invoiceRequest },
  issueInvoice: { actor: 'staff', from: [S.invoiceRequest], to: S.invoiceIssuance },
  confirmInvoice: { actor: 'buyer', from: [S.invoiceIssuance], to: S.invoiceConfirm },
  uploadReceipt: { actor: 'buyer', from: [S.invoiceConfirm], to: S.paymentBeingConfirmed },
  confirmDeposit: { actor: 'staff', from: [S.paymentBeingConfirmed], to: S.depositConfirmed },
  rejectReceipt: { actor: 'staff', from: [S.paymentBeingConfirmed], to: S.invoiceConfirm },
  expire: { actor: 'system', from: [S.invoiceIssuance, S.invoiceConfirm], to: S.invoiceExpired },
  requestReissue: { actor: 'buyer', from: [S.invoiceExpired], to: S.invoiceRequest },
  cancel: { actor: 'buyer', from: [S.waitManager, S.waitAnswer, S.prepareAnswer, S.checkAnswer], to: S.canceled },
} as const satisfies Record<string, { actor: InquiryActor; from: readonly InquiryState[]; to: InquiryState }>;
export type InquiryAction = keyof typeof INQUIRY_TRANSITIONS;
export const INQUIRY_ACTIONS = Object.keys(INQUIRY_TRANSITIONS) as InquiryAction[];

/** The state an action leads to from a state, or undefined when the action is not allowed there or to that actor. */
export function nextInquiryState(action: InquiryAction, from: number, actor: InquiryActor): InquiryState | undefined {
  const transition = INQUIRY_TRANSITIONS[action];
  if (transition.actor !== actor) return undefined;
  return (transition.from as readonly number[]).includes(from) ? transition.to : undefined;
}

/**
 * The steps the buyer is told of by mail (and by text when they accept texts): staff answered, issued the invoice,
 * confirmed the deposit or sent the receipt back, or the deposit deadline passed. Each leaves the next move to the
 * buyer, or ends the purchase; the buyer's own steps and staff's internal ones are not told (docs/decisions/0086).
 */
export const BUYER_NOTICE_STEPS = [
  'sendAnswer',
  'issueInvoice',
  'confirmDeposit',
  'rejectReceipt',
  'expire',
] as const satisfies readonly InquiryAction[];
export type BuyerNoticeStep = (typeof BUYER_NOTICE_STEPS)[number];

export const isBuyerNoticeStep = (action: InquiryAction): action is BuyerNoticeStep =>
  (BUYER_NOTICE_STEPS as readonly InquiryAction[]).includes(action);

/** The buyer's actions that PUT /api/inquirys/status takes in its updateList (the receipt has its own call). */
export const BUYER_STATUS_ACTIONS = ['cancel', 'requestInvoice', 'confirmInvoice', 'requestReissue'] as const;

/** The counts of the inquiry list: what waits on the buyer, what waits on staff, and what is done. */
export const INQUIRY_GROUPS = {
  toDo: [S.checkAnswer, S.invoiceIssuance, S.invoiceConfirm, S.invoiceExpired],
  proceed: [S.waitManager, S.waitAnswer, S.prepareAnswer, S.invoiceRequest, S.paymentBeingConfirmed],
  complete: [S.depositConfirmed, S.canceled],
} as const satisfies Record<string, readonly InquiryState[]>;

/**
 * States from which the buyer may hide an inquiry from their list ("Delete selected"). Hiding never destroys: a hidden
 * inquiry keeps its detail, invoice and place in Carpay, is listed under "hidden", and can be shown again; no buyer
 * action deletes an inquiry (docs/decisions/0075).
 */
export const REMOVABLE_STATES: readonly InquiryState[] = [S.depositConfirmed, S.invoiceExpired, S.canceled];
/** Carpay: from invoice issued to deposit confirmed, and an expired invoice. */
export const PAYMENT_STATES: readonly InquiryState[] = [
  S.invoiceIssuance,
  S.invoiceConfirm,
  S.paymentBeingConfirmed,
  S.depositConfirmed,
  S.invoiceExpired,
];
const INVOICE_VALID_STATES: readonly number[] = PAYMENT_STATES.filter((state) => state !== S.invoiceExpired);
/** Whether an inquiry's invoice stands: once expired (and while a reissue is awaited) it is void and not downloadable. */
export const invoiceValid = (state: number) => INVOICE_VALID_STATES.includes(state);
/** While an inquiry is in one of these, the buyer cannot send another for the same item. */
export const OPEN_STATES: readonly InquiryState[] = INQUIRY_STATES.filter((state) => state !== S.canceled);

/** codeNumber of 409 answers to POST /api/inquirys/inquiry. */
export const INQUIRY_CODE = { duplicate: 1, notForSale: 2 } as const;

/** POST /api/inquirys/inquiry. Prices sent by the client are ignored: the server prices from the stored data. */
export const inquiryBodySchema = z.object({
  userNo: z.number().int().optional(),
  selectCountry: z.number(FIELD_MESSAGES.required).int().positive(FIELD_MESSAGES.invalid),
  selectPort: z.number(FIELD_MESSAGES.required).int().positive(FIELD_MESSAGES.invalid),
  userName: nameField,
  userPhone: phoneField,
  userEmail: emailField,
  userConsigneeName: requiredText(200),
  userConsigneeAddress: requiredText(),
  userDocumentAddress: requiredText(),
  contents: requiredText(2000),
  itemList: z
    .array(
      z.object({
        itemNo: z.number(FIELD_MESSAGES.required).int().positive(FIELD_MESSAGES.invalid),
        /** 0 when no vessel was chosen: the freight is then quoted on request (ASK). */
        smvpNo: z.number(FIELD_MESSAGES.required).int().min(0, FIELD_MESSAGES.invalid),
        terms: z.string().max(20, FIELD_MESSAGES.invalid).optional(),
        price: z.number().optional(),
        askFlag: z.boolean().optional(),
      }),
    )
    .min(1, FIELD_MESSAGES.required)
    .max(MAX_INQUIRY_ITEMS, FIELD_MESSAGES.invalid),
  /** The buyer knows a vehicle is not allowed into the destination (import rules, issue 18): required then. */
  importAcknowledged: z.boolean().optional(),
});
export type InquiryBody = z.infer<typeof inquiryBodySchema>;

/** PUT /api/inquirys/status: buyer actions on several inquiries at once, each applied only from an allowed state. */
export const statusBodySchema = z.object({
  updateList: z
    .array(
      z.object({ ilNo: z.number().int().positive(), action: z.enum([...BUYER_STATUS_ACTIONS, 'remove', 'restore']) }),
    )
    .min(1, FIELD_MESSAGES.required)
    .max(100, FIELD_MESSAGES.invalid),
});
export type StatusBody = z.infer<typeof statusBodySchema>;

export const inquiryItemSchema = z.object({
  itemNo: z.number(),
  category: z.number(),
  year: z.number(),
  maker: z.string(),
  engMaker: z.string(),
  model: z.string(),
  engModel: z.string(),
  detailModel: z.string().nullable(),
  engDetailModel: z.string().nullable(),
  chassisNo: z.string(),
  thumbnail: z.string().nullable(),
  smvpNo: z.number(),
  vessel: z.string().nullable(),
  ...nullableLocalizedShape('vesselName'),
  terms: z.string().nullable(),
  /** The sell price when the inquiry was sent; itemPrice is what the vehicle was quoted at (lower when discounted). */
  sellPrice: z.number(),
  itemPrice: z.number(),
  freightFee: z.number().nullable(),
  totalPrice: z.number().nullable(),
  askFlag: z.boolean(),
  /** The destination's import rule refused the vehicle when the inquiry was sent; the buyer acknowledged it. */
  importNotAllowed: z.boolean(),
});

export const invoiceSchema = z.object({
  invoiceNo: z.number(),
  number: z.string(),
  amount: z.number(),
  /** The account to pay, always one on the active list (docs/decisions/0151); empty while none is set up. */
  bankAccount: z.string(),
  /** Opens the public page /verify/{code} that confirms the invoice and its account (docs/decisions/0150). */
  verificationCode: z.string(),
  depositDeadline: z.string(),
  issuedAt: z.string(),
  confirmedAt: z.string().nullable(),
});

export const receiptSchema = z.object({
  receiptNo: z.number(),
  fileName: z.string(),
  contentType: z.string(),
  status: z.enum(['pending', 'accepted', 'rejected']),
  rejectReason: z.string().nullable(),
  uploadedAt: z.string(),
});

export const inquirySummarySchema = z.object({
  ilNo: z.number(),
  state: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  countryCode: z.string(),
  ...localizedShape('countryName'),
  ...localizedShape('portName'),
  items: z.array(inquiryItemSchema),
  invoice: invoiceSchema.nullable(),
  answer: z
    .object({ finalPrice: z.number(), terms: z.string(), remarks: z.string(), answeredAt: z.string() })
    .nullable(),
  managerName: z.string().nullable(),
  receipts: z.array(receiptSchema),
});
export type InquirySummary = z.infer<typeof inquirySummarySchema>;

export const inquiryListSchema = z.object({
  list: z.array(inquirySummarySchema),
  counts: z.object({ total: z.number(), toDo: z.number(), proceed: z.number(), complete: z.number() }),
});

export const inquiryHistorySchema = z.array(
  z.object({
    fromState: z.number().nullable(),
    toState: z.number(),
    actor: z.enum(['buyer', 'staff', 'system']),
    note: z.string().nullable(),
    createdAt: z.string(),
  }),
);

export const inquiryDetailSchema = inquirySummarySchema.extend({
  userName: z.string(),
  userPhone: z.string(),
  userEmail: z.string(),
  userConsigneeName: z.string(),
  userConsigneeAddress: z.string(),
  userDocumentAddress: z.string(),
  contents: z.string(),
  history: inquiryHistorySchema,
});
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;

/** POST /api/inquirys/car-custom-shop: the spec's custom car request. */
export const customRequestBodySchema = z
  .object({
    mainContact: requiredText(100),
    subContact: z.string().trim().max(100, FIELD_MESSAGES.invalid).default(''),
    minYear: z.number().int().min(1950, FIELD_MESSAGES.invalid).max(2100, FIELD_MESSAGES.invalid).optional(),
    maxYear: z.number().int().min(1950, FIELD_MESSAGES.invalid).max(2100, FIELD_MESSAGES.invalid).optional(),
    makerName: requiredText(100),
    modelName: z.string().trim().max(100, FIELD_MESSAGES.invalid).default(''),
    detailModelName: z.string().trim().max(200, FIELD_MESSAGES.invalid).default(''),
    bodyName: z.string().trim().max(100, FIELD_MESSAGES.invalid).default(''),
    passengersCount: z.number().int().min(1, FIELD_MESSAGES.invalid).max(100, FIELD_MESSAGES.invalid).optional(),
    capacity: z.string().trim().max(100, FIELD_MESSAGES.invalid).default(''),
    fuelName: z.string().trim().max(100, FIELD_MESSAGES.invalid).default(''),
    transmissionName: z.string().trim().max(100, FIELD_MESSAGES.invalid).default(''),
    driveName: z.string().trim().max(100, FIELD_MESSAGES.invalid).default(''),
    colorName: z.string().trim().max(100, FIELD_MESSAGES.invalid).default(''),
    minPrice: z.number().int().min(0, FIELD_MESSAGES.invalid).max(MAX_PRICE, FIELD_MESSAGES.invalid).optional(),
    maxPrice: z.number().int().min(0, FIELD_MESSAGES.invalid).max(MAX_PRICE, FIELD_MESSAGES.invalid).optional(),
    description: z
      .string()
      .trim()
      .max(TEXT_MAX * 4, FIELD_MESSAGES.invalid)
      .default(''),
  })
  .refine((body) => body.minYear === undefined || body.maxYear === undefined || body.minYear <= body.maxYear, {
    path: ['maxYear'],
    message: FIELD_MESSAGES.invalid,
  })
  .refine((body) => body.minPrice === undefined || body.maxPrice === undefined || body.minPrice <= body.maxPrice, {
    path: ['maxPrice'],
    message: FIELD_MESSAGES.invalid,
  });
