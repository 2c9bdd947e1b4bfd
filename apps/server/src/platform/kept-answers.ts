import type { Versions } from '../db/fresh-versions.ts';

/** What a kept answer was made from: it is answered again only while all of it holds. */
export interface KeptBasis {
  listing: number;
  reference: number;
  /** The day (UTC) the answer was made on, for answers that count days from today. */
  day: string;
}

/** The basis of an answer made now under `versions`. */
export function keptBasis(versions: Pick<Versions, 'listing' | 'reference'>, now: Date): KeptBasis {
  return { listing: versions.listing, reference: versions.reference, day: now.toISOString().slice(0, 10) };
}

const sameBasis = (a: KeptBasis, b: KeptBasis) =>
  a.listing === b.listing && a.reference === b.reference && a.day === b.day;

/**
 * Answers made from the listing and reference data only (no user's own data), by key, each answered again while the
 * versions and the day it was made under hold (decision 0245); the least recently used dropped past `capacity`.
 * Requests that miss one key at once share one making; a failed making (an error answer) is not kept.
 */
export function createKeptAnswers<Answer>(capacity: number) {
  const entries = new Map<string, { basis: KeptBasis; answer: Promise<Answer> }>();
  return {
    get(key: string, basis: KeptBasis, make: () => Promise<Answer>): Promise<Answer> {
      const found = entries.get(key);
      if (found) entries.delete(key);
      if (found && sameBasis(found.basis, basis)) {
        entries.set(key, found);
        return found.answer;
      }
      const entry = { basis, answer: make() };
      entry.answer.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      entries.set(key, entry);
      if (entries.size > capacity) entries.delete(entries.keys().next().value!);
      return entry.answer;
    },
  };
}
