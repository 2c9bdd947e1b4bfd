import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH, type CodePurpose } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { sha256Hex } from '../../platform/session.ts';
import { createVerificationRepo, type VerificationRepo } from './verification-repo.ts';

/** ASVS 6.5: at most 10 minutes, dead after 5 wrong tries, single use. The token a right code yields lasts 30. */
export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_ATTEMPTS = 5;
export const TOKEN_TTL_SECONDS = 30 * 60;

function codeHash(salt: string, code: string): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

function matches(stored: string, code: string): boolean {
  const [salt = ''] = stored.split('$');
  const expected = Buffer.from(stored);
  const actual = Buffer.from(codeHash(salt, code));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Verification codes: a code is stored hashed and salted, a right one is exchanged for a one-time token. */
export function createVerification(db: Db, repo: VerificationRepo = createVerificationRepo(db)) {
  return {
    /** A new code for purpose and target (an email or a user id); older unused ones die. Returns the code to send. */
    async create(purpose: CodePurpose, target: string): Promise<string> {
      const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
      await repo.replace(purpose, target, codeHash(randomBytes(16).toString('hex'), code), CODE_TTL_SECONDS);
      return code;
    },

    /**
     * Checks a code; a right one is spent and exchanged for a one-time token. Anything else: 400. The try is counted
     * on the code's row before the comparison (the repo's countAttempt), so parallel guesses cannot get more than 5.
     */
    async verify(purpose: CodePurpose, target: string, code: string): Promise<string> {
      const row = await repo.countAttempt(purpose, target, CODE_MAX_ATTEMPTS);
      if (!row || !matches(row.codeHash, code)) throw new AppError('VERIFICATION_FAILED');
      const token = randomBytes(32).toString('base64url');
      if (!(await repo.spend(row.id, sha256Hex(token), TOKEN_TTL_SECONDS))) throw new AppError('VERIFICATION_FAILED');
      return token;
    },

    /** Spends a token from verify for the same purpose and target; 400 when it is unknown, spent or expired. */
    async consumeToken(purpose: CodePurpose, target: string, token: string): Promise<void> {
      if (!(await repo.consumeToken(purpose, target, sha256Hex(token)))) throw new AppError('VERIFICATION_FAILED');
    },
  };
}
