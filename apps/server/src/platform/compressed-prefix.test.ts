import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createCompressedPrefixes, type PrefixEncoding } from './compressed-prefix.ts';

const decode = (encoding: PrefixEncoding | undefined, body: Buffer) =>
  encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;

const shared = Buffer.from(JSON.stringify({ countries: Array.from({ length: 3000 }, (_, n) => `country ${n}`) }));

describe('createCompressedPrefixes', () => {
  it.each(['br', 'gzip', undefined] as const)(
    'answers prefix + suffix in %s, compressing the prefix once for every suffix',
    async (encoding) => {
      const prefixes = createCompressedPrefixes();
      const source = {};
      let built = 0;
      const build = () => {
        built += 1;
        return shared;
      };
      const suffixes = [
        Buffer.alloc(0),
        Buffer.from('{"time":"2026-11-26T22:00:00.000Z","mine":["a"]}'),
        Buffer.from(randomBytes(70_000).toString('hex')), // over one brotli meta-block
      ];
      for (const suffix of suffixes) {
        const body = await prefixes.answer('listing 1', source, build, suffix, encoding);
        expect(decode(encoding, body).equals(Buffer.concat([shared, suffix]))).toBe(true);
        if (encoding) expect(body.length).toBeLessThan(shared.length / 4 + suffix.length + 100);
      }
      expect(built).toBe(encoding ? 1 : suffixes.length);
    },
  );

  it('builds and compresses again when the source changes, and keeps other keys apart', async () => {
    const prefixes = createCompressedPrefixes();
    const suffix = Buffer.from('!');
    const answer = async (key: string, source: object, text: string) =>
      decode('br', await prefixes.answer(key, source, () => Buffer.from(text), suffix, 'br')).toString();
    const first = {};
    expect(await answer('a', first, 'old')).toBe('old!');
    expect(await answer('a', first, 'ignored: same source')).toBe('old!');
    expect(await answer('b', first, 'other key')).toBe('other key!');
    expect(await answer('a', {}, 'new')).toBe('new!');
  });

  it('gives every concurrent answer its own suffix while the prefix is being compressed', async () => {
    const prefixes = createCompressedPrefixes();
    const source = {};
    const answers = await Promise.all(
      ['buyer 1', 'buyer 2', 'buyer 3'].map((who) =>
        prefixes.answer('k', source, () => shared, Buffer.from(who), 'gzip'),
      ),
    );
    expect(answers.map((body) => decode('gzip', body).subarray(shared.length).toString())).toEqual([
      'buyer 1',
      'buyer 2',
      'buyer 3',
    ]);
  });

  it('keeps at most its limit of compressed bytes, dropping the least recently used', async () => {
    const prefixes = createCompressedPrefixes(4_000);
    for (let n = 0; n < 20; n++) {
      const text = Buffer.from(randomBytes(1_000).toString('base64'));
      await prefixes.answer(`k${n}`, {}, () => text, Buffer.alloc(0), 'br');
    }
    expect(prefixes.bytes).toBeGreaterThan(0);
    expect(prefixes.bytes).toBeLessThanOrEqual(4_000);
  });
});
