/**
 * Work run one at a time per key, in the order it arrived, in this process. A turn waits in memory: it holds no
 * database connection and no share of a request's database wait while the turn before it runs (decision 0179).
 */
export function createTurns<Key>() {
  const last = new Map<Key, Promise<unknown>>();
  return {
    /** Runs `work` once every earlier turn of `key` has ended (whether it succeeded or failed). */
    async run<T>(key: Key, work: () => Promise<T>): Promise<T> {
      const before = last.get(key) ?? Promise.resolve();
      const turn = before.then(work, work);
      const settled = turn.then(
        () => undefined,
        () => undefined,
      );
      last.set(key, settled);
      try {
        return await turn;
      } finally {
        if (last.get(key) === settled) last.delete(key);
      }
    },
    /** Keys with a turn running or waiting (for tests: nothing is kept once the turns have ended). */
    get size() {
      return last.size;
    },
  };
}
