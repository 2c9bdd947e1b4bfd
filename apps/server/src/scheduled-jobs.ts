import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client.ts';
import { ALERT_INTERVAL_MS, type AlertJob } from './modules/alerts/alert-job.ts';
import type { BuyerNotices } from './modules/inquiries/buyer-notices.ts';
import type { InvoiceNotices } from './modules/inquiries/invoice-notices.ts';
import { deleteDeadVerificationCodes } from './modules/users/verification-repo.ts';
import { EXPIRY_INTERVAL_MS, expireInvoices } from './modules/inquiries/staff-service.ts';
import { MESSAGE_RETRY_INTERVAL_MS, type MessageQueue } from './platform/message-queue.ts';
import { deleteStaleRateLimits } from './platform/rate-limit.ts';
import { deleteEndedSessions } from './platform/session.ts';
import type { FileStorage } from './platform/storage.ts';
import type { CurrencyRatesService } from './modules/currency-rates/service.ts';
import type { PriceOffersService } from './modules/price-offers/service.ts';
import { ATTACHMENT_CLEANUP_INTERVAL_MS, removeUnclaimedAttachments } from './modules/users/attachment-cleanup.ts';

export interface JobContext {
  database: Database;
  storage: FileStorage;
  messages: MessageQueue;
  buyerNotices: BuyerNotices;
  invoiceNotices: InvoiceNotices;
  alertJob: AlertJob;
  offers: PriceOffersService;
  rates: CurrencyRatesService;
  /** RATES_FEED_URL: unset, the rates are the staff's alone. */
  ratesFeedUrl: string | undefined;
}

export interface ScheduledJob {
  name: string;
  everyMs: number;
  run(context: JobContext): Promise<unknown>;
}

const CLEANUP_EVERY_MS = 10 * 60_000;
/** Offers end on the minute they expire for the buyer's page (read as expired there); the job catches up with mail. */
const OFFER_EXPIRY_EVERY_MS = 5 * 60_000;
/** Reference rates are published once a working day; an hourly read takes a new one the same hour. */
const RATES_FEED_EVERY_MS = 60 * 60_000;

/**
 * What the server does on its own. Every process keeps the timers, and one of them runs each turn of a job (claimTurn);
 * each job is safe to run concurrently as well (a database lock, a compare-and-set, or a delete of rows nobody can use
 * any more), in case a turn outlasts its interval.
 */
export const SCHEDULED_JOBS: ScheduledJob[] = [
  {
    name: 'expire unpaid invoices',
    everyMs: EXPIRY_INTERVAL_MS,
    run: ({ database, buyerNotices }) => expireInvoices(database, buyerNotices),
  },
  {
    name: 'remind of deposit deadlines a day ahead',
    everyMs: EXPIRY_INTERVAL_MS,
    run: ({ database, invoiceNotices }) => invoiceNotices.remindDeposits(database.db),
  },
  {
    name: 'alerts of saved searches and favourites',
    everyMs: ALERT_INTERVAL_MS,
    run: ({ alertJob }) => alertJob.run(),
  },
  { name: 'expire price offers', everyMs: OFFER_EXPIRY_EVERY_MS, run: ({ offers }) => offers.expireDue() },
  {
    name: 'fetch exchange rates',
    everyMs: RATES_FEED_EVERY_MS,
    run: async ({ rates, ratesFeedUrl }) => (ratesFeedUrl ? rates.fetchFeed(ratesFeedUrl) : 0),
  },
  { name: 'send queued mail and texts', everyMs: MESSAGE_RETRY_INTERVAL_MS, run: ({ messages }) => messages.deliver() },
  { name: 'delete ended sessions', everyMs: CLEANUP_EVERY_MS, run: ({ database }) => deleteEndedSessions(database) },
  {
    name: 'delete stale rate-limit counters',
    everyMs: CLEANUP_EVERY_MS,
    run: ({ database }) => deleteStaleRateLimits(database),
  },
  {
    name: 'delete dead verification codes',
    everyMs: CLEANUP_EVERY_MS,
    run: ({ database }) => deleteDeadVerificationCodes(database),
  },
  {
    name: 'remove unclaimed attachments',
    everyMs: ATTACHMENT_CLEANUP_INTERVAL_MS,
    run: ({ database, storage }) => removeUnclaimedAttachments(database, storage),
  },
];

/** Says whether this process runs the job's turn now. */
export type ClaimTurn = (database: Database, job: ScheduledJob) => Promise<boolean>;

/** Who runs a turn, written beside it for an operator. */
const THIS_PROCESS = `${os.hostname()}:${process.pid}`;

/**
 * Takes the job's turn when its last start, by any process, is at least its interval ago: one statement, so of the
 * processes that ask at once one gets it (docs/decisions/0274). The database's clock decides, not the machines'.
 */
export const claimTurn: ClaimTurn = async (database, job) => {
  const rows = await database.query(
    `INSERT INTO scheduled_job_runs (name, started_at, started_by) VALUES ($1, now(), $3)
     ON CONFLICT (name) DO UPDATE SET started_at = now(), started_by = excluded.started_by
     WHERE scheduled_job_runs.started_at <= now() - make_interval(secs => $2::float8 / 1000)
     RETURNING name`,
    [job.name, job.everyMs, THIS_PROCESS],
  );
  return rows.length > 0;
};

/** Each process looks this many times per interval, so a turn starts at most a quarter interval late. */
const LOOKS_PER_INTERVAL = 4;

/**
 * Looks at each job a few times per `everyMs` and runs it when this process gets its turn (a run still going here is
 * not started again); returns the function that stops them.
 */
export function startScheduledJobs(
  context: JobContext,
  log: FastifyBaseLogger,
  jobs: ScheduledJob[] = SCHEDULED_JOBS,
  claim: ClaimTurn = claimTurn,
): () => void {
  const timers = jobs.map((job) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      claim(context.database, job)
        .then((mine) => {
          if (!mine) return undefined;
          log.info({ job: job.name, everyMs: job.everyMs }, 'scheduled job: this process runs its turn');
          return job.run(context);
        })
        .catch((error: unknown) => log.error({ err: error, job: job.name }, 'scheduled job failed'))
        .finally(() => {
          running = false;
        });
    }, job.everyMs / LOOKS_PER_INTERVAL);
    timer.unref();
    return timer;
  });
  return () => timers.forEach((timer) => clearInterval(timer));
}
