import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom, type Random } from './seed/random.ts';
import { createTestHarness } from './test/app.ts';
import { loginCookie } from './modules/users/test-helpers.ts';

/**
 * Every route of the OpenAPI document, as a visitor and as each role, fed malformed input: wrong types, huge and
 * empty values, broken JSON and Base64, path escapes; and input shaped by the route's own schema with NUL or a lone
 * surrogate in its text (query, path, JSON body, multipart fields). No answer may be a 5xx, carry a stack trace or
 * grow past MAX_ANSWER_BYTES. The request count per route is kept small here so the suite stays fast; `FUZZ_PER_ROUTE`
 * raises it (SECURITY.md asks for 10,000).
 */
const PER_ROUTE = Number(process.env.FUZZ_PER_ROUTE ?? 24);
/** A long run reports each route as it ends, so a run stopped early still tells how far it got. */
const REPORT_PROGRESS = process.env.FUZZ_PER_ROUTE !== undefined;
/** `FUZZ_ROUTE` (a regular expression over "METHOD /path") narrows a run to the routes that failed, to reproduce them. */
const ROUTE_FILTER = new RegExp(process.env.FUZZ_ROUTE ?? '');
const ROLES = ['visitor', 'demo-buyer', 'demo-seller', 'demo-staff'] as const;
/** An answer this large means a list grows with the rows the fuzzer makes; every list must be paged or capped. */
const MAX_ANSWER_BYTES = 1024 * 1024;

let app: FastifyInstance;
const cookies: Record<string, string> = {};
/** The OpenAPI operation of each route: its parameters and request body describe the fields to poison. */
interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minimum?: number;
  format?: string;
  pattern?: string;
}
let routes: { method: string; path: string; operation: Operation }[] = [];

beforeAll(async () => {
  ({ app } = await createTestHarness());
  for (const role of ROLES) if (role !== 'visitor') cookies[role] = await loginCookie(app, role);
  const document = (await app.inject('/api/openapi.json')).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  routes = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
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
  'a\u0000b',
  '\ud800',
  'x\udc00',
  '\udbff\u0000',
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

/** NUL and lone surrogates, which PostgreSQL cannot store or which JSON carries only as `\\ud800` escapes. */
const POISONS = ['\u0000', '\ud800', '\udfff', 'a\u0000', '\ud83d', '\udc00\u0000'];

/** A plausible text with a poison somewhere in it; sometimes Base64-wrapped, as login and duplicate checks take. */
function poisonedText(random: Random, base: string): string {
  const at = random.int(0, base.length);
  const text = `${base.slice(0, at)}${random.pick(POISONS)}${base.slice(at)}`;
  return random.chance(0.25) ? Buffer.from(text, 'utf8').toString('base64') : text;
}

/** A text the field's pattern would take, so the poison in another field reaches the code behind validation. */
function plausibleText(schema: JsonSchema): string {
  const pattern = schema.pattern ?? '';
  if (schema.format === 'email' || pattern.includes('@')) return 'ana@example.org';
  if (pattern.includes('{64}')) return 'a'.repeat(64);
  if (pattern.includes('[0-9')) return '+56 9 1234 5678';
  return 'Ana Lopez';
}

/**
 * A value shaped by the route's own schema, so it passes the type checks and reaches the code behind them, with NUL or
 * a lone surrogate in any string field.
 */
function schemaValue(schema: JsonSchema | undefined, random: Random, depth = 0): unknown {
  if (!schema || depth > 6) return poisonedText(random, 'abc');
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return random.chance(0.2) ? poisonedText(random, 'abc') : random.pick(schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return schemaValue(random.pick(choices), random, depth + 1);
  if (schema.allOf?.length) return schemaValue(Object.assign({}, ...schema.allOf) as JsonSchema, random, depth + 1);
  const types = [schema.type ?? (schema.properties ? 'object' : 'string')].flat().filter((t) => t !== 'null');
  switch (random.pick(types.length ? types : ['string'])) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [key, schemaValue(child, random, depth + 1)]),
      );
    case 'array':
      return Array.from({ length: random.int(1, 2) }, () => schemaValue(schema.items, random, depth + 1));
    case 'integer':
    case 'number':
      return schema.minimum !== undefined && schema.minimum > 1 ? schema.minimum : 1;
    case 'boolean':
      return random.chance(0.5);
    default:
      return random.chance(0.4) ? poisonedText(random, plausibleText(schema)) : plausibleText(schema);
  }
}

/** Percent-encoding that keeps lone surrogates (encodeURIComponent throws on them) as their WTF-8 bytes. */
function encodeQueryValue(text: string): string {
  return text.replace(/[\ud800-\udfff]|[^\ud800-\udfff]+/gu, (part) => {
    const unit = part.charCodeAt(0);
    if (part.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(part);
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  });
}

function schemaPath(path: string, operation: Operation, random: Random): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = operation.parameters?.find((p) => p.in === 'path' && p.name === name);
    // Numbers no object has: a staff DELETE must not remove seeded data other test files use.
    if (parameter?.schema?.type === 'integer' || parameter?.schema?.type === 'number') return '999999999';
    return encodeQueryValue(String(schemaValue(parameter?.schema, random)));
  });
}

function schemaQuery(operation: Operation, random: Random): string {
  return (operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => `${parameter.name}=${encodeQueryValue(String(schemaValue(parameter.schema, random)))}`)
    .join('&');
}

/** JSON from the route's body schema (lone surrogates become `\\ud800` escapes), or multipart text fields. */
function schemaBody(operation: Operation, random: Random): { payload: string; contentType: string } {
  const content = operation.requestBody?.content ?? {};
  if (content['multipart/form-data'] || !content['application/json']) {
    const fields = ['tilNo', 'ccsNo', 'itemNo', 'carNo', 'category', 'order', 'userNo'];
    const parts = fields.map(
      (name) => `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${poisonedText(random, '12')}\r\n`,
    );
    return { payload: `${parts.join('')}--x--\r\n`, contentType: 'multipart/form-data; boundary=x' };
  }
  return {
    payload: JSON.stringify(schemaValue(content['application/json'].schema, random)),
    contentType: 'application/json',
  };
}

function nastyPath(path: string, random: Random): string {
  return path.replace(/\{[^}]+\}/g, () =>
    encodeURIComponent(random.pick(['abc', '-1', '0', '9'.repeat(30), '..', '2147483647'])),
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
    .map((key) => `${key}=${encodeQueryValue(String(nastyValue(random)))}`)
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

/** Logs a role in again when a fuzzed request ended its session (a logout), so every route is fuzzed as every role. */
async function keepLoggedIn(): Promise<void> {
  for (const role of ROLES) {
    if (role === 'visitor') continue;
    const me = await app.inject({ url: '/api/user/me', cookies: { sid: cookies[role]! } });
    if (me.statusCode === 401) cookies[role] = await loginCookie(app, role);
  }
}

/**
 * app.inject on PGlite settles in microtasks alone: without a turn of the event loop, each response's close (a
 * setImmediate) would wait, holding its request and response, until the worker ran out of memory.
 */
const turnEventLoop = () => new Promise((resolve) => setImmediate(resolve));

describe('every API route under malformed input', () => {
  it(
    'answers no 5xx and no stack trace, for every role',
    async () => {
      expect(routes.length).toBeGreaterThan(40);
      const random = createRandom(424242);
      const failures: string[] = [];
      let sent = 0;
      for (const route of routes.filter(({ method, path }) => ROUTE_FILTER.test(`${method} ${path}`))) {
        let largest = 0;
        for (let i = 0; i < PER_ROUTE; i++) {
          const role = ROLES[i % ROLES.length]!;
          // Half the requests follow the route's schema with poisoned text, half are malformed at random.
          const shaped = Math.floor(i / ROLES.length) % 2 === 1;
          const path = route.path.replace(/^\/api/, '');
          const query = shaped ? schemaQuery(route.operation, random) : nastyQuery(random);
          const url = `/api${shaped ? schemaPath(path, route.operation, random) : nastyPath(path, random)}${query ? `?${query}` : ''}`;
          const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
          const body = !hasBody ? undefined : shaped ? schemaBody(route.operation, random) : nastyBody(random);
          const response = await app.inject({
            method: route.method as 'GET',
            url,
            cookies: role === 'visitor' ? {} : { sid: cookies[role]! },
            ...(body ? { payload: body.payload, headers: { 'content-type': body.contentType } } : {}),
          });
          await turnEventLoop();
          sent += 1;
          largest = Math.max(largest, response.rawPayload.length);
          if (response.statusCode >= 500 || /\bat .+\.(ts|js):\d+/.test(response.body)) {
            failures.push(`${route.method} ${url} as ${role}: ${response.statusCode} ${response.body.slice(0, 200)}`);
            if (REPORT_PROGRESS) process.stderr.write(`fuzz failure: ${failures.at(-1)}\n`);
          }
        }
        if (largest > MAX_ANSWER_BYTES) failures.push(`${route.method} ${route.path}: an answer of ${largest} bytes`);
        if (REPORT_PROGRESS) {
          process.stderr.write(
            `fuzz: ${sent} requests, ${failures.length} failures; ${route.method} ${route.path} done, largest answer ${largest} bytes\n`,
          );
        }
        await keepLoggedIn();
      }
      expect(failures).toEqual([]);
    },
    // Generous: a long run shares the machine; the default 24 per route takes a few minutes.
    Math.max(600_000, PER_ROUTE * 10_000),
  );
});
