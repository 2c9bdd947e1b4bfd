import { afterEach, vi } from 'vitest';

/** An unexpected console.error or console.warn fails the test that caused it. */
const spies = (['error', 'warn'] as const).map((method) => vi.spyOn(console, method));

afterEach(() => {
  for (const spy of spies) {
    const calls = spy.mock.calls;
    spy.mockClear();
    if (calls.length > 0) throw new Error(`Unexpected console output: ${calls.map((c) => c.join(' ')).join('\n')}`);
  }
});
