import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { VERIFICATION_CODE_LENGTH, type VerificationPurpose } from '@market/domain';
import type { Database, Db } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { sha256Hex } from '../../platform/session.ts';

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

/** Scheduled: removes codes that can neither be checked nor yield a token any more (expired, token too). */
export async function deleteDeadVerificationCodes(database: Database): Promise<number> {
  const rows = await database.query(
    'DELETE FROM verification_codes WHERE expires_at <= now() AND coalesce(token_expires_at, expires_at) <= now() RETURNING 1',
  );
  return rows.length;
}

export class Verification {
  constructor(private readonly db: Db) {}

  /** A new code for purpose and target (an email or a user id); older unused ones die. Returns the code to send. */
  async create(purpose: VerificationPurpose, target: string): Promise<string> {
    const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
    await this.db
      .update(verificationCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(verificationCodes.purpose, purpose),
          eq(verificationCodes.target, target),
          isNull(verificationCodes.usedAt),
        ),
      );
    await this.db.insert(verificationCodes).values({
      purpose,
      target,
      codeHash: codeHash(randomBytes(16).toString('hex'), code),
      expiresAt: sql`now() + make_interval(secs => ${CODE_TTL_SECONDS})`,
    });
    return code;
  }

  /**
   * Checks a code; a right one is spent and exchanged for a one-time token. Anything else: 400. The try is counted on
   * the code's row before the comparison, in one statement that only counts while fewer than 5 were made, so parallel
   * guesses cannot get more than 5 comparisons.
   */
  async verify(purpose: VerificationPurpose, target: string, code: string): Promise<string> {
    const live = and(
      isNull(verificationCodes.usedAt),
      gt(verificationCodes.expiresAt, sql`now()`),
      lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS),
    );
    const newest = this.db
      .select({ id: verificationCodes.id })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target), live))
      .orderBy(desc(verificationCodes.id))
      .limit(1);
    const [row] = await this.db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(and(inArray(verificationCodes.id, newest), live))
      .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash });
    if (!row || !matches(row.codeHash, code)) throw new AppError('VERIFICATION_FAILED');
    const token = randomBytes(32).toString('base64url');
    const spent = await this.db
      .update(verificationCodes)
      .set({
        usedAt: sql`now()`,
        tokenHash: sha256Hex(token),
        tokenExpiresAt: sql`now() + make_interval(secs => ${TOKEN_TTL_SECONDS})`,
      })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    if (spent.length !== 1) throw new AppError('VERIFICATION_FAILED');
    return token;
  }

  /** Spends a token from verify for the same purpose and target; 400 when it is unknown, spent or expired. */
  async consumeToken(purpose: VerificationPurpose, target: string, token: string): Promise<void> {
    const spent = await this.db
      .update(verificationCodes)
      .set({ tokenUsedAt: sql`now()` })
      .where(
        and(
          eq(verificationCodes.tokenHash, sha256Hex(token)),
          eq(verificationCodes.purpose, purpose),
          eq(verificationCodes.target, target),
          isNull(verificationCodes.tokenUsedAt),
          gt(verificationCodes.tokenExpiresAt, sql`now()`),
        ),
      )
      .returning({ id: verificationCodes.id });
    if (spent.length !== 1) throw new AppError('VERIFICATION_FAILED');
  }
}
