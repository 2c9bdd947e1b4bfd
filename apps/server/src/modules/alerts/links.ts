import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What an unsubscribe link turns off (docs/decisions/0262): one saved search's alerts (`s`, its id), or the favourites'
 * alerts of an account (`f`, its userNo).
 */
export interface Unsubscribe {
  kind: 's' | 'f';
  id: number;
}

const TOKEN = /^([sf])\.([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/;

function mac(secret: string, kind: string, id: number): Buffer {
  return createHmac('sha256', secret).update(`unsubscribe:${kind}.${id}`).digest();
}

/** The signed token of a one-click unsubscribe link: `kind.id.HMAC-SHA256` (base64url). */
export function signUnsubscribe(secret: string, { kind, id }: Unsubscribe): string {
  return `${kind}.${id}.${mac(secret, kind, id).toString('base64url')}`;
}

/** What a token turns off, or null when it is malformed or its signature does not match (compared in constant time). */
export function readUnsubscribe(secret: string, token: string): Unsubscribe | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const kind = match[1] as Unsubscribe['kind'];
  const id = Number(match[2]);
  const given = Buffer.from(match[3]!, 'base64url');
  const expected = mac(secret, kind, id);
  // base64url of 43 characters may carry stray low bits: compare the re-encoded text too.
  if (given.toString('base64url') !== match[3] || given.length !== expected.length) return null;
  return timingSafeEqual(given, expected) && Number.isSafeInteger(id) ? { kind, id } : null;
}
