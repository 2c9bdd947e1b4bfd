import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestHarness } from '../../test/app.ts';
import { login } from '../users/test-helpers.ts';
import { runStaffCreate } from './create-staff.ts';

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  ({ app, database } = await createTestHarness());
});
afterAll(() => app.close());

/** Runs the command as `npm run staff:create -- ...args` with the given standard input (not a terminal). */
async function staffCreate(args: string[], stdin = ''): Promise<{ code: number; output: string }> {
  let output = '';
  const code = await runStaffCreate(database.db, args, {
    input: Readable.from([stdin]),
    output: { write: (chunk: string) => ((output += chunk), true) } as NodeJS.WritableStream,
    interactive: false,
  });
  return { code, output };
}

describe('npm run staff:create', () => {
  it('makes a staff account that logs in with the password read from standard input', async () => {
    const { code, output } = await staffCreate(
      ['--id', 'ops-chief', '--email', 'ops-chief@example.com', '--phone', '+82 10 5550 0101', '--name', 'Ops Chief'],
      'Harbour-Crane-Velvet-42\n',
    );
    expect(code, output).toBe(0);
    expect(output).not.toContain('Harbour-Crane-Velvet-42');
    const answer = await login(app, 'ops-chief', 'Harbour-Crane-Velvet-42', '10.70.0.1');
    expect(answer.statusCode).toBe(200);
    const [row] = await database.query<{ staff: boolean; password_hash: string }>(
      "SELECT staff, password_hash FROM users WHERE user_id = 'ops-chief'",
    );
    expect(row!.staff).toBe(true);
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('asks for what is not given and generates a password, printed once, when asked to', async () => {
    const { code, output } = await staffCreate(
      ['--generate-password'],
      'ops-night\nops-night@example.com\n+82 10 5550 0102\n',
    );
    expect(code, output).toBe(0);
    const password = /shown only this once: (\S+)/.exec(output)?.[1];
    expect(password).toHaveLength(20);
    expect((await login(app, 'ops-night', password!, '10.70.0.2')).statusCode).toBe(200);
  });

  it('refuses a weak password, a taken id and bad details, creating nothing', async () => {
    const base = ['--email', 'ops-weak@example.com', '--phone', '+82 10 5550 0103'];
    const weak = await staffCreate(['--id', 'ops-weak', ...base], 'password\n');
    expect(weak.code).toBe(1);
    expect(weak.output).toContain('one of the most common');
    const trivial = await staffCreate(['--id', 'ops-weak', ...base], 'aaaaaaaaaaaa\n');
    expect(trivial.code).toBe(1);
    const taken = await staffCreate(
      ['--id', 'demo-staff', '--email', 'new@example.com', '--phone', '+82 10 5550 0104'],
      'Harbour-Crane-Velvet-43\n',
    );
    expect(taken.output).toContain('already uses');
    const bad = await staffCreate(['--id', 'x', '--email', 'nope', '--phone', '12'], '');
    expect(bad.code).toBe(1);
    expect(bad.output).toMatch(/id: [\s\S]*email: [\s\S]*phone: /);
    const [row] = await database.query<{ n: string | number }>(
      "SELECT count(*) AS n FROM users WHERE user_id IN ('ops-weak', 'x') OR email = 'new@example.com'",
    );
    expect(Number(row!.n)).toBe(0);
  });
});
