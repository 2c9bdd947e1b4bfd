import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/decisions');

describe('the index of decision records (docs/decisions/README.md)', () => {
  it('links every record once, and nothing that is not a record', () => {
    const records = fs.readdirSync(folder).filter((name) => /^\d{4}-.*\.md$/.test(name));
    const index = fs.readFileSync(path.join(folder, 'README.md'), 'utf8');
    const linked = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1]);
    expect(linked.toSorted()).toEqual(records.toSorted());
  });
});
