import { createHash, randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { Writable, type Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { emailField, nameField, passwordProblem, phoneField, userIdField } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { createTranslator } from '../../platform/messages.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { createStaffRepo } from './repo.ts';

const USAGE = `Usage: npm run staff:create -- [--id ID] [--email EMAIL] [--name NAME (default Staff)] [--phone PHONE] [--generate-password]
Asks for what is not given. The password is read from the prompt (or the first line of standard input),
or generated with --generate-password and printed once.`;

export interface StaffCreateIo {
  input: Readable;
  output: NodeJS.WritableStream;
  /** A terminal: the typed password is not echoed. */
  interactive: boolean;
}

/** A random password of 20 characters (120 bits), printed once and never stored in clear. */
function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}

/** Prompts on the output and reads one line each, hiding the echo of secret answers on a terminal. */
function lineReader(io: StaffCreateIo) {
  let hidden = false;
  const echo = new Writable({
    write(chunk, _encoding, done) {
      if (!hidden) io.output.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: io.input, output: echo, terminal: io.interactive });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async ask(question: string, secret = false): Promise<string> {
      io.output.write(question);
      hidden = secret;
      const next = await lines.next();
      hidden = false;
      if (secret) io.output.write('\n');
      return next.done ? '' : String(next.value);
    },
    close: () => rl.close(),
  };
}

/**
 * `npm run staff:create`: the first staff account of a deployment, never with a known password. Returns the exit code.
 * The password gets the browser's strength rule and is stored as the login path stores it: argon2id of its SHA-256.
 */
export async function runStaffCreate(db: Db, argv: string[], io: StaffCreateIo): Promise<number> {
  const say = (text: string) => io.output.write(`${text}\n`);
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: {
        id: { type: 'string' },
        email: { type: 'string' },
        name: { type: 'string' },
        phone: { type: 'string' },
        'generate-password': { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    say(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const errors = await createTranslator('errors');
  const problem = (key: string) => errors(1, key);
  const reader = lineReader(io);
  try {
    const userId = (args.id ?? (await reader.ask('Staff user id: '))).trim();
    const email = (args.email ?? (await reader.ask('Email: '))).trim();
    const phone = (args.phone ?? (await reader.ask('Phone (+82 10 1234 5678): '))).trim();
    const name = (args.name ?? 'Staff').trim();
    const checks = [
      ['id', userIdField.safeParse(userId)],
      ['email', emailField.safeParse(email)],
      ['phone', phoneField.safeParse(phone)],
      ['name', nameField.safeParse(name)],
    ] as const;
    const invalid = checks.filter(([, result]) => !result.success);
    if (invalid.length > 0) {
      for (const [field, result] of invalid) say(`${field}: ${problem(result.error!.issues[0]!.message)}`);
      return 1;
    }

    const generated = args['generate-password'];
    let password: string;
    if (generated) {
      password = generatePassword();
    } else {
      password = await reader.ask('Password: ', true);
      const weak = passwordProblem(password, userId);
      if (weak) {
        say(`password: ${problem(weak)}`);
        return 1;
      }
      if (io.interactive && (await reader.ask('Password again: ', true)) !== password) {
        say(`password: ${problem('field.passwordConfirm')}`);
        return 1;
      }
    }

    const repo = createStaffRepo(db);
    const taken = await repo.accountUsing(userId, email, phone);
    if (taken) {
      say(`An account (${taken}) already uses this id, email or phone; nothing was created.`);
      return 1;
    }
    const passwordHash = await hashPassword(createHash('sha256').update(password).digest('hex'));
    await repo.insertStaffAccount({ userId, email, phone, name, passwordHash });
    say(`Created the staff account ${userId}.`);
    if (generated) say(`Its password, shown only this once: ${password}`);
    return 0;
  } finally {
    reader.close();
  }
}
