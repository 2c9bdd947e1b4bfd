import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

/** Hashes made by node-argon2 (the library this project used before @node-rs/argon2), kept as they were stored. */
const legacy = JSON.parse(readFileSync(new URL('./fixtures/node-argon2-hashes.json', import.meta.url), 'utf8')) as {
  clientHash: string;
  hashes: string[];
};

describe('passwords', () => {
  it('hashes with argon2id at m = 19456 KiB, t = 2, p = 1 and verifies its own hashes', async () => {
    const hash = await hashPassword('a'.repeat(64));
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'a'.repeat(64))).toBe(true);
    expect(await verifyPassword(hash, 'b'.repeat(64))).toBe(false);
  });

  it('verifies hashes stored by node-argon2, at OWASP and at its own default parameters', async () => {
    for (const hash of legacy.hashes) {
      expect(await verifyPassword(hash, legacy.clientHash)).toBe(true);
      expect(await verifyPassword(hash, 'f'.repeat(64))).toBe(false);
    }
  });

  it('answers false for no stored hash and for a malformed one', async () => {
    expect(await verifyPassword(null, legacy.clientHash)).toBe(false);
    expect(await verifyPassword('$argon2id$broken', legacy.clientHash)).toBe(false);
  });

  it('depends on @node-rs/argon2 (prebuilt, no install script), not on argon2', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(manifest.dependencies).toHaveProperty('@node-rs/argon2');
    expect(manifest.dependencies).not.toHaveProperty('argon2');
  });
});
