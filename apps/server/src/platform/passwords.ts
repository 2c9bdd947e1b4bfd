import argon2 from 'argon2';

/**
 * argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1) over what the client sends, the hex SHA-256 of the password.
 * node-argon2's own defaults (64 MiB, t = 3, p = 4) cost more CPU per login than a rate-limited flood should buy.
 * https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html#argon2id
 */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(clientHash: string): Promise<string> {
  return argon2.hash(clientHash, ARGON2_OPTIONS);
}

/** A hash of nothing anyone can send, checked against when the id is unknown so both answers take as long. */
let dummyHash: Promise<string> | undefined;

/** Whether `clientHash` matches `stored`; with no stored hash, spends the same time and answers false. */
export async function verifyPassword(stored: string | null | undefined, clientHash: string): Promise<boolean> {
  dummyHash ??= argon2.hash('not a password: the account does not exist', ARGON2_OPTIONS);
  const hash = stored ?? (await dummyHash);
  try {
    const ok = await argon2.verify(hash, clientHash);
    return ok && stored !== null && stored !== undefined;
  } catch {
    return false;
  }
}
