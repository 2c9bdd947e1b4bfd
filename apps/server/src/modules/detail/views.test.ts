import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecentViewRecord } from './repo.ts';
import { VIEW_FLUSH_MS, ViewRecorder } from './views.ts';

const silent = { warn: () => undefined } as unknown as FastifyBaseLogger;

function recorder(recordViews = vi.fn(async () => undefined)) {
  return { views: new ViewRecorder({ recordViews }, silent), recordViews };
}

afterEach(() => vi.useRealTimers());

describe('ViewRecorder', () => {
  it('writes nothing on the request path, then every view counted in one write', async () => {
    const { views, recordViews } = recorder();
    views.record(1, undefined);
    views.record(1, 5);
    views.record(2, 5);
    views.record(1, 5);
    expect(recordViews).not.toHaveBeenCalled();
    await views.flush();
    expect(recordViews).toHaveBeenCalledTimes(1);
    const [counts, recent] = recordViews.mock.calls[0] as unknown as [unknown[], RecentViewRecord[]];
    expect(counts).toEqual([
      { itemNo: 1, count: 3 },
      { itemNo: 2, count: 1 },
    ]);
    expect(recent.map(({ userNo, itemNo }) => [userNo, itemNo])).toEqual([
      [5, 1],
      [5, 2],
    ]);
    await views.flush();
    expect(recordViews).toHaveBeenCalledTimes(1);
  });

  it(`writes on its own ${VIEW_FLUSH_MS} ms after a view, and what is left on close`, async () => {
    vi.useFakeTimers();
    const { views, recordViews } = recorder();
    views.record(1, undefined);
    await vi.advanceTimersByTimeAsync(VIEW_FLUSH_MS);
    expect(recordViews).toHaveBeenCalledTimes(1);
    views.record(2, undefined);
    await views.close();
    expect(recordViews).toHaveBeenCalledTimes(2);
  });

  it('keeps the views of a failed write for the next one', async () => {
    const recordViews = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(undefined);
    const { views } = recorder(recordViews);
    views.record(1, 5);
    await views.flush();
    views.record(1, undefined);
    await views.flush();
    expect(recordViews).toHaveBeenLastCalledWith([{ itemNo: 1, count: 2 }], [expect.objectContaining({ userNo: 5 })]);
  });
});
