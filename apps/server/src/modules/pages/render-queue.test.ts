import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRenderQueue } from './render-queue.ts';

afterEach(() => vi.useRealTimers());

/** A render that ends when `finish` is called, noting its start. */
function controlled(name: string, started: string[]) {
  let finish = () => {};
  const done = new Promise<string>((resolve) => (finish = () => resolve(name)));
  return {
    render: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(),
  };
}

describe('the render queue', () => {
  it('runs a few at once, then the waiting with most budget left first, in arrival order among equals', async () => {
    const queue = createRenderQueue({ atOnce: 2, maxWaitMs: 60_000 });
    const started: string[] = [];
    const [a, b, heavy, first, second] = ['a', 'b', 'heavy', 'first', 'second'].map((name) =>
      controlled(name, started),
    );
    const answers = [
      queue.run(20, a!.render),
      queue.run(20, b!.render),
      queue.run(3, heavy!.render),
      queue.run(19, first!.render),
      queue.run(19, second!.render),
    ];
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    expect(queue.waiting()).toBe(3);
    a!.finish();
    await answers[0];
    await vi.waitFor(() => expect(started).toEqual(['a', 'b', 'first']));
    b!.finish();
    first!.finish();
    await vi.waitFor(() => expect(started).toEqual(['a', 'b', 'first', 'second', 'heavy']));
    second!.finish();
    heavy!.finish();
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'heavy', 'first', 'second']);
  });

  it('gives up a render that waited too long: the page goes out as the shell', async () => {
    vi.useFakeTimers();
    const queue = createRenderQueue({ atOnce: 1, maxWaitMs: 2_000 });
    const started: string[] = [];
    const running = controlled('running', started);
    const first = queue.run(20, running.render);
    const late = queue.run(20, () => Promise.resolve('late'));
    await vi.advanceTimersByTimeAsync(2_001);
    expect(await late).toBeUndefined();
    expect(queue.waiting()).toBe(0);
    running.finish();
    expect(await first).toBe('running');
    // A free slot again: the next render starts at once.
    expect(await queue.run(0, () => Promise.resolve('next'))).toBe('next');
  });
});
