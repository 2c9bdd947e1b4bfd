import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { clientKey } from './client-key.ts';

/**
 * Expensive work one client may start (decision 0227): a page rendered for it, a search counted for it. A burst of
 * this much, then this much a second: a person starts a render when they open or reload a page (the app moves
 * between pages by itself) and a search per filter they change, far below it; a crawler or a script that asks for
 * more is refused (429) before its work can slow everyone down.
 */
const EXPENSIVE_BURST = 20;
export const EXPENSIVE_PER_SECOND = 3;
/** Clients remembered at most (each a few dozen bytes); the one that spent least recently goes first. */
const MAX_CLIENTS = 100_000;

/** Who a budget is for: a logged-in user by their account (wherever they are), anyone else by clientKey. */
export function budgetClient(request: Pick<FastifyRequest, 'ip'>, userNo: number | null | undefined): string {
  return userNo === null || userNo === undefined ? clientKey(request.ip) : `user:${userNo}`;
}

/**
 * Marks the API calls a page's render makes in-process, which its budget paid for with the render: a header only this
 * process knows the value of, so a client cannot send it.
 */
export const RENDER_CALL_HEADERS: Readonly<Record<string, string>> = { 'x-page-render': randomUUID() };

/** Is this an API call made by a page's render in this process? */
export function isRenderCall(request: Pick<FastifyRequest, 'headers'>): boolean {
  return Object.entries(RENDER_CALL_HEADERS).every(([name, value]) => request.headers[name] === value);
}

/**
 * Per-client budgets of expensive work, as token buckets in this process's memory: each client may spend `burst`
 * at once, refilled at `perSecond`. A budget is per process: N processes let a client spend N times as much, which
 * is still one client's share of N processes.
 */
export function createFairShare(
  options: { burst?: number; perSecond?: number; now?: () => number; maxClients?: number } = {},
) {
  const burst = options.burst ?? EXPENSIVE_BURST;
  const perSecond = options.perSecond ?? EXPENSIVE_PER_SECOND;
  const now = options.now ?? Date.now;
  const maxClients = options.maxClients ?? MAX_CLIENTS;
  const buckets = new Map<string, { tokens: number; at: number }>();
  const tokensAt = (client: string, at: number) => {
    const bucket = buckets.get(client);
    return bucket ? Math.min(burst, bucket.tokens + ((at - bucket.at) / 1000) * perSecond) : burst;
  };
  const shortOf = (tokens: number, cost: number) =>
    tokens < cost ? { retryAfterSeconds: Math.max(1, Math.ceil((cost - tokens) / perSecond)) } : undefined;
  return {
    /** What the client has left of its budget now. */
    left: (client: string): number => tokensAt(client, now()),
    /** What `take` would answer, spending nothing. */
    refusal(client: string, cost = 1): { retryAfterSeconds: number } | undefined {
      return shortOf(tokensAt(client, now()), cost);
    },
    /** Spends `cost` of the client's budget; when it has not that much left, spends nothing and says how long to wait. */
    take(client: string, cost = 1): { retryAfterSeconds: number } | undefined {
      const at = now();
      const tokens = tokensAt(client, at);
      const refused = shortOf(tokens, cost);
      if (refused) return refused;
      // Re-inserted: the map's order is the order clients last spent in.
      buckets.delete(client);
      buckets.set(client, { tokens: tokens - cost, at });
      if (buckets.size > maxClients) buckets.delete(buckets.keys().next().value!);
      return undefined;
    },
  };
}
export type FairShare = ReturnType<typeof createFairShare>;
