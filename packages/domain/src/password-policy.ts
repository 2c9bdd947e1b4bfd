import { COMMON_PASSWORDS_TEXT } from './common-passwords.ts';
import { FIELD_MESSAGES } from './validation.ts';

/**
 * The strength a new password must have, checked where it is typed (the server only ever sees its SHA-256):
 * 8 to 64 characters of any kind, not among the most common passwords, not trivial, not the user id
 * (OWASP ASVS 5.0 6.2.x; docs/decisions/0070).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export type PasswordProblem =
  | typeof FIELD_MESSAGES.password
  | typeof FIELD_MESSAGES.passwordUserId
  | typeof FIELD_MESSAGES.passwordTrivial
  | typeof FIELD_MESSAGES.passwordCommon;

let commonPasswords: Set<string> | undefined;

/** Whether the password, compared lowercased, is one of the shipped most common ones. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return commonPasswords.has(password.toLowerCase());
}

/** One short unit repeated (aaaaaaaa, 12121212, abcabcabc) or a run of consecutive characters (12345678, hgfedcba). */
export function isTrivialPassword(password: string): boolean {
  if (/^([\s\S]{1,4})\1+$/u.test(password)) return true;
  const codes = [...password.toLowerCase()].map((character) => character.codePointAt(0)!);
  const step = codes[1]! - codes[0]!;
  return Math.abs(step) === 1 && codes.every((code, index) => index === 0 || code - codes[index - 1]! === step);
}

/** The message key of what is wrong with a new password, or undefined when it is strong enough. */
export function passwordProblem(password: string, userId = ''): PasswordProblem | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return FIELD_MESSAGES.password;
  const id = userId.trim().toLowerCase();
  if (id.length > 0 && password.toLowerCase().includes(id)) return FIELD_MESSAGES.passwordUserId;
  if (isTrivialPassword(password)) return FIELD_MESSAGES.passwordTrivial;
  if (isCommonPassword(password)) return FIELD_MESSAGES.passwordCommon;
  return undefined;
}
