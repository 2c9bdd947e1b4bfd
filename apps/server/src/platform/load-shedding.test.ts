import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { languagePlugin } from './language.ts';
import { loadSheddingPlugin, MAX_EVENT_LOOP_DELAY_MS } from './load-shedding.ts';
import { createTranslator } from './messages.ts';

describe('load shedding', () => {
  it('answers 503 with Retry-After, localized, while the event loop lags, and serves again after', async () => {
    const app = Fastify();
    await app.register(fastifyCookie);
    await app.register(languagePlugin);
    await app.register(loadSheddingPlugin(await createTranslator('errors')));
    let handled = 0;
    app.get('/work', async () => ({ handled: ++handled }));
    await app.ready();
    const first = await app.inject('/work');
    expect(first.statusCode, first.body).toBe(200);

    // Block the event loop well past the limit: the sample taken right after sees the lag.
    const until = Date.now() + MAX_EVENT_LOOP_DELAY_MS * 2.5;
    while (Date.now() < until);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const refused = await app.inject({ url: '/work?lang=2' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({
      code: 'UNAVAILABLE',
      message: 'Le service est temporairement indisponible.',
    });
    expect(handled).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await app.inject('/work')).statusCode).toBe(200);
    await app.close();
  });
});
