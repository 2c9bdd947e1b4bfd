import { describe, expect, it } from 'vitest';
import { keepZodFromEval } from './zod-jitless.ts';

describe('keepZodFromEval', () => {
  it('turns off the compiled parsers of the zod the schemas load', async () => {
    keepZodFromEval();
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
  });
});
