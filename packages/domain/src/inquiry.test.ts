import { describe, expect, it } from 'vitest';
import {
  BUYER_NOTICE_STEPS,
  INQUIRY_ACTIONS,
  INQUIRY_GROUPS,
  INQUIRY_STATE,
  INQUIRY_STATES,
  INQUIRY_TRANSITIONS,
  nextInquiryState,
  type InquiryActor,
} from './inquiry.ts';

const S = INQUIRY_STATE;
const ACTORS: InquiryActor[] = ['buyer', 'staff', 'system'];

describe('inquiry state machine', () => {
  it('allows exactly the listed transitions, each to its one actor', () => {
    for (const action of INQUIRY_ACTIONS) {
      const { actor, from, to } = INQUIRY_TRANSITIONS[action];
      for (const state of INQUIRY_STATES) {
        for (const who of ACTORS) {
          const allowed = who === actor && (from as readonly number[]).includes(state);
          expect(nextInquiryState(action, state, who), `${action} from ${state} by ${who}`).toBe(
            allowed ? to : undefined,
          );
        }
      }
    }
  });

  it('tells the buyer of each step not their own that leaves them the next move or completes the purchase', () => {
    const waitsOnBuyer: number[] = [...INQUIRY_GROUPS.toDo, S.depositConfirmed];
    const expected = INQUIRY_ACTIONS.filter(
      (action) =>
        INQUIRY_TRANSITIONS[action].actor !== 'buyer' && waitsOnBuyer.includes(INQUIRY_TRANSITIONS[action].to),
    );
    expect([...BUYER_NOTICE_STEPS].sort()).toEqual(expected.sort());
  });

  it('runs the whole purchase from inquiry to deposit', () => {
    const path: [Parameters<typeof nextInquiryState>[0], InquiryActor][] = [
      ['assignManager', 'staff'],
      ['prepareAnswer', 'staff'],
      ['sendAnswer', 'staff'],
      ['requestInvoice', 'buyer'],
      ['issueInvoice', 'staff'],
      ['confirmInvoice', 'buyer'],
      ['uploadReceipt', 'buyer'],
      ['confirmDeposit', 'staff'],
    ];
    let state: number = S.waitManager;
    for (const [action, actor] of path) state = nextInquiryState(action, state, actor) ?? -1;
    expect(state).toBe(S.depositConfirmed);
  });

  it('forbids cancelling once the invoice is requested', () => {
    for (const state of [
      S.invoiceRequest,
      S.invoiceIssuance,
      S.invoiceConfirm,
      S.paymentBeingConfirmed,
      S.depositConfirmed,
    ]) {
      expect(nextInquiryState('cancel', state, 'buyer')).toBeUndefined();
    }
    expect(nextInquiryState('cancel', S.checkAnswer, 'buyer')).toBe(S.canceled);
  });

  it('takes a receipt only after the invoice is confirmed', () => {
    expect(nextInquiryState('uploadReceipt', S.invoiceIssuance, 'buyer')).toBeUndefined();
    expect(nextInquiryState('uploadReceipt', S.invoiceConfirm, 'buyer')).toBe(S.paymentBeingConfirmed);
  });

  it('expires an unpaid invoice and lets the buyer ask for a new one', () => {
    expect(nextInquiryState('expire', S.invoiceConfirm, 'system')).toBe(S.invoiceExpired);
    expect(nextInquiryState('expire', S.paymentBeingConfirmed, 'system')).toBeUndefined();
    expect(nextInquiryState('requestReissue', S.invoiceExpired, 'buyer')).toBe(S.invoiceRequest);
  });

  it('puts every state in exactly one list group', () => {
    const grouped = Object.values(INQUIRY_GROUPS).flat();
    expect([...grouped].sort((a, b) => a - b)).toEqual(INQUIRY_STATES);
  });
});
