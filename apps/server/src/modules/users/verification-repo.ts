import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { CodePurpose } from '@market/domain';
import type { Database, Db } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema/index.ts';

/** Scheduled: removes codes that can neither be checked nor yield a token any more (expired, token too). */
export async function deleteDeadVerificationCodes(database: Database): Promise<number> {
  const rows = await database.query(
    'DELETE FROM verification_codes WHERE expires_at <= now() AND coalesce(token_expires_at, expires_at) <= now() RETURNING 1',
  );
  return rows.length;
}

/** The rows of verification codes and the tokens they yield; hashing and comparing stay in service.ts. */
export function createVerificationRepo(db: Db) {
  return {
    /** Spends the unused codes of purpose and target, then stores a new one living ttlSeconds. */
    async replace(purpose: CodePurpose, target: string, codeHash: string, ttlSeconds: number): Promise<void> {
      await db
        .update(verificationCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(verificationCodes.purpose, purpose),
            eq(verificationCodes.target, target),
            isNull(verificationCodes.usedAt),
          ),
        );
      await db.insert(verificationCodes).values({
        purpose,
        target,
        codeHash,
        expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
      });
    },

    /**
     * Counts a try on the newest live code of purpose and target, in one statement that only counts while fewer than
     * maxAttempts were made, so parallel guesses cannot get more comparisons. Returns the code's row, if any.
     */
    async countAttempt(purpose: CodePurpose, target: string, maxAttempts: number) {
      const live = and(
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, sql`now()`),
        lt(verificationCodes.attempts, maxAttempts),
      );
      const newest = db
        .select({ id: verificationCodes.id })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target), live))
        .orderBy(desc(verificationCodes.id))
        .limit(1);
      const [row] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(and(inArray(verificationCodes.id, newest), live))
        .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash });
      return row;
    },

    /** Spends the code and stores the hash of the token it yields; false when it was spent meanwhile. */
    async spend(id: number, tokenHash: string, tokenTtlSeconds: number): Promise<boolean> {
      const spent = await db
        .update(verificationCodes)
        .set({
          usedAt: sql`now()`,
          tokenHash,
          tokenExpiresAt: sql`now() + make_interval(secs => ${tokenTtlSeconds})`,
        })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
        .returning({ id: verificationCodes.id });
      return spent.length === 1;
    },

    /** Spends a live token of purpose and target; false when it is unknown, spent or expired. */
    async consumeToken(purpose: CodePurpose, target: string, tokenHash: string): Promise<boolean> {
      const spent = await db
        .update(verificationCodes)
        .set({ tokenUsedAt: sql`now()` })
        .where(
          and(
            eq(verificationCodes.tokenHash, tokenHash),
            eq(verificationCodes.purpose, purpose),
            eq(verificationCodes.target, target),
            isNull(verificationCodes.tokenUsedAt),
            gt(verificationCodes.tokenExpiresAt, sql`now()`),
          ),
        )
        .returning({ id: verificationCodes.id });
      return spent.length === 1;
    },
  };
}

export type VerificationRepo = ReturnType<typeof createVerificationRepo>;
