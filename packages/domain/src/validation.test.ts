import { describe, expect, it } from 'vitest';
import { consigneeListBodySchema } from './consignee.ts';
import { fromBase64, toBase64 } from './base64.ts';
import { hasRole } from './roles.ts';
import {
  countryCodeField,
  emailField,
  FIELD_MESSAGES,
  nameField,
  noBlankText,
  phoneField,
  userIdField,
} from './validation.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('field rules of the spec (section 5)', () => {
  it('names: 2 to 100 letters of any script, spaces, hyphens, apostrophes and dots', () => {
    expect(nameField.safeParse('Kim Minsu').success).toBe(true);
    expect(nameField.safeParse('김민수').success).toBe(true);
    for (const name of [
      'محمد عبد الله',
      'Алексей Иванов',
      'José Müller',
      'Nguyễn Thị Hương',
      'Anne-Marie',
      "O'Brien",
      'D’Angelo',
      'J. R. Smith',
      'Ng',
    ]) {
      expect(nameField.safeParse(name).success, name).toBe(true);
    }
    for (const name of ['R2D2', 'Ana@', 'Ana_Lee', '--', "'.", 'Ø', 'x'.repeat(101)]) {
      expect(messageOf(nameField.safeParse(name)), name).toBe('field.name');
    }
    expect(nameField.safeParse('x'.repeat(100)).success).toBe(true);
    expect(messageOf(nameField.safeParse('A'))).toBe('field.name');
    expect(messageOf(nameField.safeParse('Ana2'))).toBe('field.name');
    expect(messageOf(nameField.safeParse('x'.repeat(101)))).toBe('field.name');
    expect(messageOf(nameField.safeParse('  '))).toBe('field.required');
  });

  it('email, phone, no-blank and user id', () => {
    expect(emailField.safeParse('ana@example.org').success).toBe(true);
    expect(messageOf(emailField.safeParse('ana@'))).toBe('field.email');
    expect(phoneField.safeParse('+82 10-1234-5678').success).toBe(true);
    expect(messageOf(phoneField.safeParse('phone'))).toBe('field.phoneFormat');
    expect(messageOf(phoneField.safeParse('12345'))).toBe('field.phone');
    expect(messageOf(noBlankText().safeParse('a b'))).toBe('field.noBlank');
    expect(messageOf(userIdField.safeParse('ab'))).toBe('field.userId');
  });

  it('Base64 of UTF-8 text both ways, refusing what is not Base64', () => {
    expect(fromBase64(toBase64('김민수 demo'))).toBe('김민수 demo');
    expect(fromBase64('***')).toBeUndefined();
    expect(fromBase64('/w==')).toBeUndefined();
  });

  it('at most one default consignee', () => {
    const consignee = {
      userName: 'Ana Lopez',
      userPhone: '+56 9 1234 5678',
      userEmail: 'ana@example.org',
      userConsigneeName: 'Lopez SpA',
      userConsigneeAddress: 'Valparaiso',
      userDocumentAddress: 'Valparaiso',
    };
    expect(consigneeListBodySchema.safeParse({ consigneeList: [{ ...consignee, flag: 1 }, consignee] }).success).toBe(
      true,
    );
    expect(
      consigneeListBodySchema.safeParse({
        consigneeList: [
          { ...consignee, flag: 1 },
          { ...consignee, flag: 1 },
        ],
      }).success,
    ).toBe(false);
  });

  it('roles: userFlag 2 is both buyer and seller', () => {
    const user = (userFlag: 0 | 1 | 2) => ({ userFlag, partners: false, staff: false });
    expect([0, 1, 2].map((f) => hasRole(user(f as 0 | 1 | 2), 'buyer'))).toEqual([true, false, true]);
    expect([0, 1, 2].map((f) => hasRole(user(f as 0 | 1 | 2), 'seller'))).toEqual([false, true, true]);
    expect(hasRole({ ...user(0), partners: true }, 'partner')).toBe(true);
  });
});

describe('countryCodeField', () => {
  it('says an empty country is required, a malformed one invalid', () => {
    expect(countryCodeField.safeParse('').error?.issues[0]?.message).toBe(FIELD_MESSAGES.required);
    expect(countryCodeField.safeParse('kr').error?.issues[0]?.message).toBe(FIELD_MESSAGES.invalid);
    expect(countryCodeField.safeParse('KR').success).toBe(true);
  });
});
