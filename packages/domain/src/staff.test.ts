import { describe, expect, it } from 'vitest';
import { INQUIRY_STATE as S } from './inquiry.ts';
import { depositDayAt, depositDeadlineOf, inquiryOverdue, isOverdue, REQUEST_REPLY_HOURS } from './staff.ts';

const NOW = new Date('2026-11-23T10:00:00.000Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

describe('overdue staff steps', () => {
  it('marks a staff step past its hours, never a step the buyer owes', () => {
    expect(inquiryOverdue(S.waitManager, hoursAgo(25), NOW)).toBe(true);
    expect(inquiryOverdue(S.waitManager, hoursAgo(23), NOW)).toBe(false);
    expect(inquiryOverdue(S.prepareAnswer, hoursAgo(30), NOW)).toBe(false);
    expect(inquiryOverdue(S.paymentBeingConfirmed, hoursAgo(49), NOW)).toBe(true);
    expect(inquiryOverdue(S.checkAnswer, hoursAgo(500), NOW)).toBe(false);
    expect(inquiryOverdue(S.depositConfirmed, hoursAgo(500), NOW)).toBe(false);
  });

  it('marks an unanswered request after two days', () => {
    expect(isOverdue(hoursAgo(REQUEST_REPLY_HOURS + 1), REQUEST_REPLY_HOURS, NOW)).toBe(true);
    expect(isOverdue(hoursAgo(REQUEST_REPLY_HOURS - 1), REQUEST_REPLY_HOURS, NOW)).toBe(false);
  });
});

describe('deposit deadlines in Korea time', () => {
  it('ends the chosen day at 23:59:59 in Korea', () => {
    expect(depositDeadlineOf('2026-11-30')).toBe('2026-11-30T23:59:59+09:00');
    expect(new Date(depositDeadlineOf('2026-11-30')).toISOString()).toBe('2026-11-30T14:59:59.000Z');
  });

  it("takes today's date in Korea, which is ahead of UTC", () => {
    expect(depositDayAt(new Date('2026-11-23T16:00:00.000Z'))).toBe('2026-11-24');
    expect(depositDayAt(new Date('2026-11-23T14:00:00.000Z'))).toBe('2026-11-23');
  });
});
