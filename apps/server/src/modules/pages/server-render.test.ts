import type { FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, RENDER_TIMEOUT_MS, type ServerRenderer } from './server-render.ts';

function fakeRequest() {
  return {
    url: '/item/list/car',
    language: 1,
    ip: '203.0.113.5',
    headers: {},
    log: { warn: vi.fn(), error: vi.fn() },
  } as unknown as FastifyRequest & { log: { warn: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> } };
}

function renderer(render: ServerRenderer['render']): ServerRenderer {
  return { PAGE_DATA_ID: 'page-data', render };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the server render of a page', () => {
  it('gives the shell (undefined) when the render fails, and logs why', async () => {
    const request = fakeRequest();
    const page = await renderPage(
      renderer(() => Promise.reject(new Error('boom'))),
      request,
    );
    expect(page).toBeUndefined();
    expect(request.log.error).toHaveBeenCalledOnce();
  });

  it('gives the shell when the render takes longer than the timeout, and stops it', async () => {
    vi.useFakeTimers();
    const request = fakeRequest();
    let signal: AbortSignal | undefined;
    const page = renderPage(
      renderer((asked) => {
        signal = asked.signal;
        return new Promise(() => {});
      }),
      request,
    );
    await vi.advanceTimersByTimeAsync(RENDER_TIMEOUT_MS);
    expect(await page).toBeUndefined();
    expect(signal?.aborted).toBe(true);
    expect(request.log.warn).toHaveBeenCalledOnce();
  });

  it('gives what the render made in time', async () => {
    const made = { html: '<p>x</p>', head: '', data: {} };
    expect(
      await renderPage(
        renderer(() => Promise.resolve(made)),
        fakeRequest(),
      ),
    ).toBe(made);
  });
});
