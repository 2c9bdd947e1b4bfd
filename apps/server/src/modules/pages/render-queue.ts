/**
 * Server renders in this process, a few at once (decision 0346): more under way only share the core, so each one
 * ends later. Waiting renders start in order of their priority (the client's budget left: a client that has spent
 * least goes first, so one client's burst does not push everyone's first page back), then of arrival. A render not
 * started within `maxWaitMs` is not made: the page goes out as the shell, which the browser renders itself.
 */
export function createRenderQueue(options: { atOnce: number; maxWaitMs: number }) {
  interface Waiting {
    priority: number;
    order: number;
    start: () => void;
  }
  const waiting: Waiting[] = [];
  let running = 0;
  let arrivals = 0;

  const startNext = () => {
    while (running < options.atOnce && waiting.length > 0) {
      let best = 0;
      for (let at = 1; at < waiting.length; at++) {
        const candidate = waiting[at]!;
        const chosen = waiting[best]!;
        if (
          candidate.priority > chosen.priority ||
          (candidate.priority === chosen.priority && candidate.order < chosen.order)
        )
          best = at;
      }
      const [next] = waiting.splice(best, 1);
      running += 1;
      next!.start();
    }
  };

  const slot = (priority: number): Promise<boolean> => {
    if (running < options.atOnce && waiting.length === 0) {
      running += 1;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const entry: Waiting = {
        priority,
        order: arrivals++,
        start: () => {
          clearTimeout(timer);
          resolve(true);
        },
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(entry), 1);
        resolve(false);
      }, options.maxWaitMs);
      waiting.push(entry);
    });
  };

  return {
    /** `render`'s result once it had its turn; undefined when it waited longer than `maxWaitMs`. */
    async run<T>(priority: number, render: () => Promise<T>): Promise<T | undefined> {
      if (!(await slot(priority))) return undefined;
      try {
        return await render();
      } finally {
        running -= 1;
        startNext();
      }
    },
    /** Renders waiting for a slot, for tests. */
    waiting: () => waiting.length,
  };
}
