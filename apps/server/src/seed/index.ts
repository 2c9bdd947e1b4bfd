import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../platform/storage.ts';
import type { Database, Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { seedRuns } from '../db/schema/index.ts';

export interface SeedContext {
  storage: FileStorage;
  log: FastifyBaseLogger;
}

export interface SeedStep {
  /** Recorded once applied; renaming a step makes it run again. */
  name: string;
  run(db: Db, context: SeedContext): Promise<void>;
}

/** Any constant shared by all server processes: only one seeds at a time. */
const SEED_LOCK_KEY = 72_310_002;

/**
 * Applies each seed step not applied yet, each in its own transaction with its record, so a crash mid-way
 * leaves the database as it was before that step and the next start finishes the job.
 */
export async function runSeedSteps(database: Database, steps: SeedStep[], context: SeedContext): Promise<string[]> {
  const { log } = context;
  const applied: string[] = [];
  for (const step of steps) {
    const ran = await inTransaction(database.db, async (tx) => {
      await tx.execute(`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      const inserted = await tx.insert(seedRuns).values({ name: step.name }).onConflictDoNothing().returning();
      if (inserted.length === 0) return false;
      await step.run(tx, context);
      return true;
    });
    if (ran) {
      applied.push(step.name);
      log.info({ step: step.name }, 'seeded');
    }
  }
  return applied;
}
