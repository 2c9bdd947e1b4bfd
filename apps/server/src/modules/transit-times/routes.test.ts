import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSIT_DAYS, type ImportVerdictAnswer, type TransitTime, type TransitTimeInput } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { createTestHarness } from '../../test/app.ts';
import { auditedActions } from '../../test/audit.ts';
import { loginCookie } from '../users/test-helpers.ts';

let app: FastifyInstance;
let database: Database;
const sid: Record<string, string> = {};

beforeAll(async () => {
  ({ app, database } = await createTestHarness());
  for (const user of ['demo-buyer', 'demo-seller', 'demo-staff']) sid[user] = await loginCookie(app, user);
});
afterAll(() => app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, user?: string) =>
  app.inject({ method, url, cookies: user ? { sid: sid[user]! } : {}, ...(payload ? { payload } : {}) });
const staff = (method: Method, url: string, payload?: object) => call(method, url, payload, 'demo-staff');

/** A route no seeded row covers (Aqaba is seeded for ro-ro and container only), so each test's row is its own. */
const row = (overrides: Partial<TransitTimeInput> = {}): TransitTimeInput => ({
  loadingPort: 'KRPUS',
  locode: 'joaqj',
  vessel: 'bulk',
  days: 41,
  sourceUrl: 'https://www.example-carrier.com/schedules/krpus-joaqj',
  checkedOn: '2026-11-28',
  status: 'verified',
  ...overrides,
});

describe('staff keep the transit-time table', () => {
  it('lists the seeded rows, estimates to verify without a source or date', async () => {
    const response = await staff('GET', '/api/staff/transit-times');
    expect(response.statusCode).toBe(200);
    const rows = response.json<TransitTime[]>();
    const tema = rows.find(
      (entry) => entry.locode === 'GHTEM' && entry.loadingPort === 'KRPUS' && entry.vessel === 'roro',
    );
    expect(tema).toMatchObject({ countryCode: 'GH', days: 48, sourceUrl: '', checkedOn: null, status: 'toVerify' });
  });

  it('are refused to visitors (401), buyers and sellers (403) on every route, and change nothing', async () => {
    const before = (await staff('GET', '/api/staff/transit-times')).json();
    for (const [method, url] of [
      ['GET', '/api/staff/transit-times'],
      ['POST', '/api/staff/transit-times'],
      ['PUT', '/api/staff/transit-times/1'],
      ['DELETE', '/api/staff/transit-times/1'],
    ] as const) {
      expect((await call(method, url, row())).statusCode).toBe(401);
      for (const user of ['demo-buyer', 'demo-seller'])
        expect((await call(method, url, row(), user)).statusCode).toBe(403);
    }
    expect((await staff('GET', '/api/staff/transit-times')).json()).toEqual(before);
  });

  it('refuses bad input with localized field messages, an unknown port and an unknown row, changing nothing', async () => {
    const before = (await staff('GET', '/api/staff/transit-times')).json();
    const bad = await staff('POST', '/api/staff/transit-times?lang=4', {
      ...row(),
      loadingPort: 'KRULS',
      vessel: 'barge',
      days: 0,
      sourceUrl: 'ftp://carrier',
      checkedOn: '2026-02-30',
    });
    expect(bad.statusCode).toBe(400);
    const { fields } = bad.json<{ fields: Record<string, string> }>();
    expect(Object.keys(fields).sort()).toEqual(['checkedOn', 'days', 'loadingPort', 'sourceUrl', 'vessel']);
    expect(fields.days).toMatch(/[А-Яа-я]/);
    const unknownPort = await staff('POST', '/api/staff/transit-times?lang=3', row({ locode: 'ZZZZZ' }));
    expect(unknownPort.statusCode).toBe(400);
    expect(unknownPort.json().fields.locode).toMatch(/[\u0600-\u06FF]/);
    expect((await staff('PUT', '/api/staff/transit-times/2147483647', row())).statusCode).toBe(404);
    expect((await staff('DELETE', '/api/staff/transit-times/2147483647')).statusCode).toBe(404);
    expect((await staff('GET', '/api/staff/transit-times')).json()).toEqual(before);
  });

  it('adds, edits and removes a row, audited; the verdict to that port follows at once', async () => {
    const [aqaba] = await database.query<{ port_no: number }>(`SELECT port_no FROM ports WHERE locode = 'JOAQJ'`);
    // A listing loaded at Busan, or trucked to whichever port has the sailing.
    const [listing] = await database.query<{ item_no: string }>(
      `SELECT item_no FROM items i JOIN locations l USING (location_no)
        WHERE i.flag = 0 AND NOT i.secret AND l.code NOT IN ('incheon', 'pyeongtaek') ORDER BY item_no LIMIT 1`,
    );
    const verdictUrl = `/api/import-rules/verdict?itemNo=${listing!.item_no}&countryCode=JO&portNo=${aqaba!.port_no}&vessel=bulk`;
    const transit = async () =>
      (await call('GET', verdictUrl, undefined, 'demo-buyer')).json<ImportVerdictAnswer>().transit;
    // No row for the route: the default, and the answer says so.
    expect(await transit()).toEqual({ days: TRANSIT_DAYS, basis: 'default' });

    const created = await staff('POST', '/api/staff/transit-times', row());
    expect(created.statusCode).toBe(201);
    const saved = created.json<TransitTime>();
    expect(saved).toMatchObject({ locode: 'JOAQJ', countryCode: 'JO', days: 41, status: 'verified' });
    expect(await transit()).toEqual({ days: 41, basis: 'table' });
    const twice = await staff('POST', '/api/staff/transit-times?lang=2', row());
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/transit/);

    const url = `/api/staff/transit-times/${saved.transitNo}`;
    expect((await staff('PUT', url, row({ days: 52, sourceUrl: '', checkedOn: null }))).json()).toMatchObject({
      days: 52,
      sourceUrl: '',
      checkedOn: null,
    });
    expect(await transit()).toEqual({ days: 52, basis: 'table' });
    const moved = await staff('PUT', url, row({ vessel: 'roro' }));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fields).toEqual({ vessel: expect.any(String) });

    expect((await staff('DELETE', url)).statusCode).toBe(204);
    expect((await staff('DELETE', url)).statusCode).toBe(404);
    expect(await transit()).toEqual({ days: TRANSIT_DAYS, basis: 'default' });
    expect(await auditedActions(database, 'transitTime', saved.transitNo)).toEqual([
      'transitTime.create',
      'transitTime.update',
      'transitTime.delete',
    ]);
  });
});
