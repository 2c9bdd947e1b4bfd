import { oldestFreshDay, ratesFeedSchema, type PublicRates } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { staffSheetService } from '../../platform/staff-sheet-service.ts';
import { createCurrencyRatesRepo, type CurrencyRatesRepo } from './repo.ts';

/** How long the feed may take to answer. */
const FEED_TIMEOUT_MS = 15_000;
/** The largest feed read (a rates file is a few kilobytes). */
const FEED_MAX_BYTES = 256 * 1024;

/**
 * Exchange rates for indicative prices (issue 32, docs/decisions/0266): the staff's sheet, the fresh rates anyone
 * may read, and the scheduled fetch from RATES_FEED_URL. Every change is audited.
 */
export function createCurrencyRatesService(db: Db, repo: CurrencyRatesRepo = createCurrencyRatesRepo(db)) {
  return {
    list: () => repo.all(),

    /** The rates that may be shown now: at most RATE_MAX_AGE_DAYS old. */
    async fresh(now = new Date()): Promise<PublicRates> {
      return { rates: await repo.since(oldestFreshDay(now)) };
    },

    ...staffSheetService(db, {
      entity: 'currencyRate',
      store: repo,
      noOf: (row) => row.rateNo,
      // A row's currency is fixed: another currency is another row.
      fixed: ['currency'],
      unique: { constraint: 'currency_rates_currency_key', messageKey: 'currencyRateExists' },
    }),

    /**
     * The scheduled job: reads the feed (`ratesFeedSchema`), writes each rate newer than the one kept, with the feed's
     * source (else its address) and date, and audits what changed. A feed that fails or does not parse changes
     * nothing and throws (the job logs it); the rates kept go stale and stop showing after 7 days.
     */
    async fetchFeed(url: string): Promise<number> {
      const response = await fetch(url, { signal: AbortSignal.timeout(FEED_TIMEOUT_MS), redirect: 'error' });
      if (!response.ok) throw new Error(`rates feed answered ${response.status}`);
      const text = await response.text();
      if (text.length > FEED_MAX_BYTES) throw new Error('rates feed is too large');
      const feed = ratesFeedSchema.parse(JSON.parse(text));
      const source = feed.source ?? new URL(url).host;
      return inTransaction(db, async (tx) => {
        const changed: string[] = [];
        for (const [currency, perUsd] of Object.entries(feed.rates)) {
          if (currency === 'USD') continue;
          const written = await repo.upsertNewer(tx, { currency, perUsd, ratedOn: feed.date, source });
          if (written.length > 0) changed.push(currency);
        }
        if (changed.length > 0) {
          await recordAudit(tx, {
            actorNo: null,
            action: 'currencyRate.fetch',
            entity: 'currencyRate',
            entityId: feed.date,
            before: null,
            after: { source, changed },
          });
        }
        return changed.length;
      });
    },
  };
}
export type CurrencyRatesService = ReturnType<typeof createCurrencyRatesService>;
