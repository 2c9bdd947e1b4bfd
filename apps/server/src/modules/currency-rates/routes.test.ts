import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrencyRate, PublicRates } from '@market/domain';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createTestHarness } from '../../test/app.ts';
import { buildUser } from '../../test/factories.ts';
import { loginCookie } from '../users/test-helpers.ts';
import { createCurrencyRatesService } from './service.ts';

let app: FastifyInstance;
let database: Database;
let staffSid: string;
let buyerSid: string;
/** The local rates feed: answers whatever the test puts in `feedBody`. */
let feed: Server;
let feedUrl: string;
let feedBody = '';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ({ app, database } = await createTestHarness());
  staffSid = await loginCookie(app, 'demo-staff');
  buyerSid = (await buildUser(app, database)).sid;
  feed = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(feedBody);
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/rates.json`;
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => feed.close(resolve));
});

const addRate = (currency: string, perUsd: number, ratedOn: string, sid = staffSid) =>
  app.inject({
    method: 'POST',
    url: '/api/staff/currency-rates',
    cookies: { sid },
    payload: { currency, perUsd, ratedOn, source: 'Central bank' },
  });
const publicRates = async () => (await app.inject({ url: '/api/currency-rates' })).json<PublicRates>().rates;

describe('the rates anyone may read', () => {
  it('are cacheable and leave out a rate older than seven days', async () => {
    expect((await addRate('KZT', 515.5, daysAgo(3))).statusCode).toBe(201);
    expect((await addRate('NGN', 1650, daysAgo(8))).statusCode).toBe(201);
    const answer = await app.inject({ url: '/api/currency-rates' });
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    const rates = answer.json<PublicRates>().rates;
    expect(rates).toContainEqual({ currency: 'KZT', perUsd: 515.5, ratedOn: daysAgo(3), source: 'Central bank' });
    expect(rates.some((rate) => rate.currency === 'NGN')).toBe(false);
  });
});

describe("the staff's sheet", () => {
  it('is staff only', async () => {
    expect((await app.inject({ url: '/api/staff/currency-rates' })).statusCode).toBe(401);
    expect((await addRate('GHS', 15, daysAgo(0), buyerSid)).statusCode).toBe(403);
  });

  it('adds, refuses a second rate of a currency and bad input, edits, removes, and audits each change', async () => {
    const added = await addRate('ghs', 15.2, daysAgo(1));
    const rate = added.json<CurrencyRate>();
    expect(rate).toMatchObject({ currency: 'GHS', perUsd: 15.2 });
    expect((await addRate('GHS', 15, daysAgo(0))).json()).toMatchObject({ code: 'CONFLICT', codeNumber: 1 });
    for (const payload of [
      { currency: 'USD', perUsd: 1, ratedOn: daysAgo(0), source: 'x' },
      { currency: 'GHS', perUsd: -1, ratedOn: daysAgo(0), source: 'x' },
      { currency: 'GHS', perUsd: 1, ratedOn: '2026-02-30', source: 'x' },
    ]) {
      const refused = await app.inject({
        method: 'POST',
        url: '/api/staff/currency-rates?lang=4',
        cookies: { sid: staffSid },
        payload,
      });
      expect(refused.statusCode).toBe(400);
    }
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/staff/currency-rates/${rate.rateNo}`,
      cookies: { sid: staffSid },
      payload: { currency: 'GHS', perUsd: 15.4, ratedOn: daysAgo(0), source: 'Bank of Ghana' },
    });
    expect(edited.json()).toMatchObject({ perUsd: 15.4, source: 'Bank of Ghana' });
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/staff/currency-rates/${rate.rateNo}`,
      cookies: { sid: staffSid },
    });
    expect(removed.statusCode).toBe(204);
    const audit = await database.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'currencyRate' AND entity_id = $1 ORDER BY audit_no`,
      [String(rate.rateNo)],
    );
    expect(audit.map((row) => row.action)).toEqual([
      'currencyRate.create',
      'currencyRate.update',
      'currencyRate.delete',
    ]);
  });
});

describe('the rates feed', () => {
  it("writes the feed's newer rates with its date and source, and keeps a rate staff dated later", async () => {
    const service = createCurrencyRatesService(database.db);
    await addRate('UZS', 12_900, daysAgo(0));
    feedBody = JSON.stringify({
      base: 'USD',
      date: daysAgo(1),
      source: 'Test reference rates',
      rates: { RUB: 92.75, UZS: 12_500, USD: 1 },
    });
    expect(await service.fetchFeed(feedUrl)).toBe(1);
    const rates = await publicRates();
    expect(rates).toContainEqual({
      currency: 'RUB',
      perUsd: 92.75,
      ratedOn: daysAgo(1),
      source: 'Test reference rates',
    });
    expect(rates.find((rate) => rate.currency === 'UZS')).toMatchObject({ perUsd: 12_900, ratedOn: daysAgo(0) });
  });

  it('changes nothing when the feed is not what it should be', async () => {
    const service = createCurrencyRatesService(database.db);
    const before = await publicRates();
    for (const body of ['not json', JSON.stringify({ base: 'EUR', date: daysAgo(0), rates: { RUB: 1 } })]) {
      feedBody = body;
      await expect(service.fetchFeed(feedUrl)).rejects.toThrow();
    }
    expect(await publicRates()).toEqual(before);
  });

  it('must be https in production', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://cars.example.com',
      SMTP_URL: 'smtp://mail.example.com',
    };
    expect(() => loadConfig({ ...production, RATES_FEED_URL: 'http://rates.example.com/usd.json' })).toThrow(
      /RATES_FEED_URL: must be https/,
    );
    expect(loadConfig({ ...production, RATES_FEED_URL: 'https://rates.example.com/usd.json' }).ratesFeedUrl).toBe(
      'https://rates.example.com/usd.json',
    );
  });
});
