import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from './validation.ts';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.ts';
import { isCommonPassword, isTrivialPassword, PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from './password-policy.ts';

describe('passwordProblem', () => {
  it('accepts a long enough password of any composition', () => {
    expect(passwordProblem('correct horse battery staple')).toBeUndefined();
    expect(passwordProblem('tramway-gâteau')).toBeUndefined();
    expect(passwordProblem('Vq7#kLm2')).toBeUndefined();
    expect(passwordProblem('화물선적서류확인완료')).toBeUndefined();
  });

  it('refuses fewer than 8 or more than 64 characters, counting characters, not UTF-16 units', () => {
    expect(passwordProblem('Vq7#kLm')).toBe(FIELD_MESSAGES.password);
    expect(passwordProblem('')).toBe(FIELD_MESSAGES.password);
    expect(passwordProblem('x'.repeat(PASSWORD_MAX + 1))).toBe(FIELD_MESSAGES.password);
    expect(passwordProblem('😀😀😀😀😀😀😀')).toBe(FIELD_MESSAGES.password);
  });

  it('refuses the most common passwords, whatever their case', () => {
    expect(passwordProblem('password')).toBe(FIELD_MESSAGES.passwordCommon);
    expect(passwordProblem('Password1')).toBe(FIELD_MESSAGES.passwordCommon);
    expect(passwordProblem('QWERTYUIOP')).toBe(FIELD_MESSAGES.passwordCommon);
    expect(passwordProblem('iloveyou')).toBe(FIELD_MESSAGES.passwordCommon);
  });

  it('refuses trivial passwords: one character, a repeated unit, a run of consecutive characters', () => {
    for (const trivial of [
      'aaaaaaaa',
      '########',
      '12121212',
      'xyzxyzxyz',
      '12345678',
      'abcdefgh',
      '98765432',
      'HGFEDCBA',
    ]) {
      expect(passwordProblem(trivial), trivial).toBe(FIELD_MESSAGES.passwordTrivial);
    }
    expect(passwordProblem('abcdefgz')).toBeUndefined();
  });

  it('refuses a password that contains the user id', () => {
    expect(passwordProblem('Jean-Luc-2026!', 'jean-luc')).toBe(FIELD_MESSAGES.passwordUserId);
    expect(passwordProblem('jean-luc', 'Jean-Luc')).toBe(FIELD_MESSAGES.passwordUserId);
    expect(passwordProblem('Jean-Luc-2026!', 'maria88')).toBeUndefined();
  });
});

describe('the shipped lists', () => {
  it('holds thousands of common passwords, all of the minimum length', () => {
    expect(isCommonPassword('baseball')).toBe(true);
    expect(isCommonPassword('trustno1')).toBe(true);
    expect(isCommonPassword('Vq7#kLm2-unique')).toBe(false);
    const list = COMMON_PASSWORDS_TEXT.split('\n');
    expect(list.length).toBeGreaterThanOrEqual(3000);
    expect(list.every((password) => password.length >= PASSWORD_MIN && password === password.toLowerCase())).toBe(true);
  });

  it('tells trivial from merely simple', () => {
    expect(isTrivialPassword('aaaaaaab')).toBe(false);
    expect(isTrivialPassword('13579bdf')).toBe(false);
  });
});
