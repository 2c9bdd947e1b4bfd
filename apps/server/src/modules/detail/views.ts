import type { FastifyBaseLogger } from 'fastify';
import type { DetailRepo, RecentViewRecord } from './repo.ts';

/** How often counted views are written (docs/decisions/0097). */
export const VIEW_FLUSH_MS = 1000;

/**
 * Detail views counted in memory and written in one transaction every VIEW_FLUSH_MS and on close, off the request
 * path: a view costs a map update, not three statements. A failed write keeps its views for the next flush.
 */
export class ViewRecorder {
  private counts = new Map<number, number>();
  private recent = new Map<string, RecentViewRecord>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly repo: Pick<DetailRepo, 'recordViews'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Views are not counted while this is set (`uncounted`). */
  private paused = false;

  /** Counts one view of `itemNo`, and puts it on top of the viewer's recently viewed list. */
  record(itemNo: number, userNo: number | undefined): void {
    if (this.paused) return;
    this.counts.set(itemNo, (this.counts.get(itemNo) ?? 0) + 1);
    if (userNo !== undefined) this.recent.set(`${userNo}:${itemNo}`, { userNo, itemNo, viewedAt: new Date() });
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, VIEW_FLUSH_MS).unref();
  }

  /** Runs `work` without counting the views it makes: the server's own requests before it listens (warm-up.ts). */
  async uncounted<T>(work: () => Promise<T>): Promise<T> {
    this.paused = true;
    try {
      return await work();
    } finally {
      this.paused = false;
    }
  }

  /** Writes every view counted so far; resolves when they are stored (or kept for the next flush). */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  /** Writes what is left; no timer stays behind. */
  async close(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private async write(): Promise<void> {
    if (this.counts.size === 0 && this.recent.size === 0) return;
    const counts = this.counts;
    const recent = this.recent;
    this.counts = new Map();
    this.recent = new Map();
    try {
      await this.repo.recordViews(
        [...counts].map(([itemNo, count]) => ({ itemNo, count })),
        [...recent.values()],
      );
    } catch (error) {
      this.log.warn({ err: error }, 'detail views not written; kept for the next flush');
      for (const [itemNo, count] of counts) this.counts.set(itemNo, (this.counts.get(itemNo) ?? 0) + count);
      for (const [key, view] of recent) if (!this.recent.has(key)) this.recent.set(key, view);
    }
  }
}
