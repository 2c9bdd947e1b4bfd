import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom, type Random } from './db/seed/random.ts';
import { createTestHarness } from './test/app.ts';
import { loginCookie } from './modules/users/test-helpers.ts';

/**
 * Every route of the OpenAPI document, as a visitor and as each role, fed malformed input: wrong types, huge and
 * empty values, broken JSON and Base64, path escapes. No answer may be a 5xx or carry a stack trace. The request count
 * per route is kept small here so the suite stays fast; `FUZZ_PER_ROUTE` raises it (SECURITY.md asks for 10,000).
 */
const PER_ROUTE = Number(process.env.FUZZ_PER_ROUTE ?? 24);
const ROLES = ['visitor', 'demo-buyer', 'demo-seller', 'demo-staff'] as const;

let app: FastifyInstance;
const cookies: Record<string, string> = {};
let routes: { method: string; path: string }[] = [];

beforeAll(async () => {
  ({ app } = await createTestHarness());
  for (const role of ROLES) if (role !== 'visitor') cookies[role] = await loginCookie(app, role);
  const document = (await app.inject('/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
}, 120_000);
afterAll(() => app.close());

const NASTY_STRINGS = [
  '',
  ' ',
  'abc',
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  '9'.repeat(40),
  '../../etc/passwd',
  '%00',
  '\u0000',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '=?utf-8?b?!!!',
  'Zm9v@@==',
  'x'.repeat(5000),
  '🚗'.repeat(50),
  'true',
  'null',
  '[]',
  '{}',
];

function nastyValue(random: Random, depth = 0): unknown {
  switch (random.int(0, depth > 1 ? 5 : 8)) {
    case 0:
      return random.pick(NASTY_STRINGS);
    case 1:
      return random.pick([0, -1, 1.5, 2 ** 53, -(2 ** 63), Number.MAX_VALUE]);
    case 2:
      return random.chance(0.5);
    case 3:
      return null;
    case 4:
      return random.pick(NASTY_STRINGS).repeat(random.int(1, 3));
    case 5:
      return random.int(1, 1000);
    case 6:
      return Array.from({ length: random.int(0, 3) }, () => nastyValue(random, depth + 1));
    default:
      return Object.fromEntries(
        ['userNo', 'itemNo', 'list', 'id', 'pw', 'email', 'itemList', 'updateList', 'flag', 'price', 'userInfo'].map(
          (key) => [key, nastyValue(random, depth + 1)],
        ),
      );
  }
}

function nastyPath(path: string, random: Random): string {
  return path.replace(/\{[^}]+\}/g, () =>
    encodeURIComponent(random.pick(['abc', '-1', '0', '9'.repeat(30), '..', '1'])),
  );
}

function nastyQuery(random: Random): string {
  const keys = [
    'itemNo',
    'year',
    'maker',
    'model',
    'portNo',
    'countryNo',
    'ilNo',
    'search',
    'lang',
    'page',
    'sort',
    'category',
  ];
  return keys
    .filter(() => random.chance(0.4))
    .map((key) => `${key}=${encodeURIComponent(String(nastyValue(random)))}`)
    .join('&');
}

function nastyBody(random: Random): { payload: string; contentType: string } {
  const roll = random.int(0, 5);
  if (roll === 0) return { payload: '{"broken": ', contentType: 'application/json' };
  if (roll === 1) return { payload: 'not json at all', contentType: 'text/plain' };
  if (roll === 2)
    return {
      payload: '--x\r\nContent-Disposition: form-data; name="f"\r\n\r\n',
      contentType: 'multipart/form-data; boundary=x',
    };
  return { payload: JSON.stringify(nastyValue(random)), contentType: 'application/json' };
}

describe('every API route under malformed input', () => {
  it('answers no 5xx and no stack trace, for every role', async () => {
    expect(routes.length).toBeGreaterThan(40);
    const random = createRandom(424242);
    const failures: string[] = [];
    for (const route of routes) {
      for (let i = 0; i < PER_ROUTE; i++) {
        const role = ROLES[i % ROLES.length]!;
        const query = nastyQuery(random);
        const url = `/api${nastyPath(route.path.replace(/^\/api/, ''), random)}${query ? `?${query}` : ''}`;
        const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : nastyBody(random);
        const response = await app.inject({
          method: route.method as 'GET',
          url,
          cookies: role === 'visitor' ? {} : { sid: cookies[role]! },
          ...(body ? { payload: body.payload, headers: { 'content-type': body.contentType } } : {}),
        });
        if (response.statusCode >= 500 || /\bat .+\.(ts|js):\d+/.test(response.body)) {
          failures.push(`${route.method} ${url} as ${role}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
