import { KeptText } from '../../platform/compressed-text.ts';

/** What an answer was written from: it is served again only while both are still the current ones. */
export interface AnswerBasis {
  /** The listing version read for the request before the answer was written (decision 0125). */
  listingVersion: number;
  /** The catalog snapshot (names, ids) the answer was written with. */
  snapshot: object;
}

interface Entry {
  basis: AnswerBasis;
  answer: Promise<KeptText>;
  /** Bytes held by the answer: its text and each encoding made of it (0 until it is written). */
  bytes: number;
}

/**
 * Search answers by key (the audience and the normalized query), each kept while the listing version and the catalog
 * snapshot it was written under are the current ones (decision 0175), least recently served dropped first once the
 * answers hold more than `maxBytes`. Requests that miss the same key under the same basis at once share one writing.
 */
export function createAnswerCache(maxBytes: number) {
  const entries = new Map<string, Entry>();
  let held = 0;

  function charge(entry: Entry, bytes: number) {
    entry.bytes += bytes;
    held += bytes;
    for (const [key, oldest] of entries) {
      if (held <= maxBytes) break;
      drop(key, oldest);
    }
  }

  function drop(key: string, entry: Entry) {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    held -= entry.bytes;
  }

  return {
    get(key: string, basis: AnswerBasis, write: () => Promise<string>): Promise<KeptText> {
      const found = entries.get(key);
      if (found) {
        entries.delete(key);
        const { listingVersion, snapshot } = found.basis;
        if (listingVersion === basis.listingVersion && snapshot === basis.snapshot) {
          // Served again: it moves to the end of the order, the most recently served.
          entries.set(key, found);
          return found.answer;
        }
        held -= found.bytes;
      }
      const entry: Entry = { basis, bytes: 0, answer: undefined as unknown as Promise<KeptText> };
      entry.answer = write().then(
        (text) => {
          const answer = new KeptText(text, (bytes) => {
            if (entries.get(key) === entry) charge(entry, bytes);
          });
          if (entries.get(key) === entry) charge(entry, answer.encoded('identity').length);
          return answer;
        },
        (error: unknown) => {
          drop(key, entry);
          throw error;
        },
      );
      entries.set(key, entry);
      return entry.answer;
    },

    /** Bytes held now, for tests. */
    heldBytes: () => held,
    size: () => entries.size,
  };
}
