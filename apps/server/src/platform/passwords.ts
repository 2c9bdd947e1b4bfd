import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Algorithm.Argon2id: the package declares a const enum, which this project's module syntax cannot read by name. */
const ARGON2ID = 2 as Algorithm;

/**
 * argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1) over what the client sends, the hex SHA-256 of the password.
 * Set explicitly: @node-rs/argon2 defaults to 4 MiB. It verifies any PHC string, so hashes stored by node-argon2 (used
 * before, with other parameters) still verify.
 * https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html#argon2id
 */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(clientHash: string): Promise<string> {
  return hash(clientHash, ARGON2_OPTIONS);
}

/** A hash of nothing anyone can send, checked against when the id is unknown so both answers take as long. */
let dummyHash: Promise<string> | undefined;

/** Whether `clientHash` matches `stored`; with no stored hash, spends the same time and answers false. */
export async function verifyPassword(stored: string | null | undefined, clientHash: string): Promise<boolean> {
  dummyHash ??= hash('not a password: the account does not exist', ARGON2_OPTIONS);
  const phc = stored ?? (await dummyHash);
  try {
    const ok = await verify(phc, clientHash);
    return ok && stored !== null && stored !== undefined;
  } catch {
    return false;
  }
}
