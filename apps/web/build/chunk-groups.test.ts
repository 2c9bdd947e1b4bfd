import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buyerChunkGroups, buyerChunkName, type ModuleGraph } from './chunk-groups.ts';

const at = (file: string) => path.resolve(file);
/**
 * main -> page-data, shell.css; start -> react-dom, layout -> domain barrel -> passwords; detail -> card; list -> card, filter, MUI's
 * button -> clsx; the MUI scope -> theme, emotion.
 */
const imports: Record<string, string[]> = {
  [at('src/main.tsx')]: [at('src/page-data.ts'), at('src/shell.css')],
  [at('src/start.tsx')]: [at('node_modules/react-dom/client.js'), at('src/layout.tsx'), at('src/page-data.ts')],
  [at('src/layout.tsx')]: [at('packages/domain/src/index.ts')],
  [at('packages/domain/src/index.ts')]: [at('packages/domain/src/common-passwords.ts')],
  [at('src/detail.tsx')]: [at('src/card.tsx'), at('src/layout.tsx')],
  [at('src/list.tsx')]: [
    at('src/card.tsx'),
    at('src/filter.tsx'),
    at('packages/domain/src/pricing.ts'),
    at('node_modules/@mui/material/Button.js'),
  ],
  [at('node_modules/@mui/material/Button.js')]: [at('node_modules/clsx/index.js'), at('src/page-data.ts')],
  [at('src/scope.tsx')]: [at('src/theme.ts'), at('node_modules/@emotion/react/index.js')],
  [at('src/admin.tsx')]: [at('src/staff-form.tsx')],
};
const graph: ModuleGraph = { getModuleInfo: (id) => ({ importedIds: imports[id] ?? [] }) };
const options = {
  entry: 'src/main.tsx',
  app: 'src/start.tsx',
  screens: { detail: 'src/detail.tsx', list: 'src/list.tsx' },
  mui: 'src/scope.tsx',
};

describe('buyer chunk groups', () => {
  const nameOf = buyerChunkName(options);
  const name = (file: string) => nameOf(at(file), graph);

  it('names what the app, each screen and two screens load at once', () => {
    expect(name('node_modules/react-dom/client.js')).toBe('react');
    expect(name('src/layout.tsx')).toBe('app');
    expect(name('src/detail.tsx')).toBe('detail');
    expect(name('src/filter.tsx')).toBe('list');
    expect(name('src/card.tsx')).toBe('buyer');
    // Other screens use it through the package's entry: not in the list's chunk, which would bring its MUI with it.
    expect(name('packages/domain/src/pricing.ts')).toBe('buyer');
  });

  it('puts MUI, what only it needs and the MUI scope in a chunk of their own', () => {
    expect(name('node_modules/@mui/material/Button.js')).toBe('mui');
    expect(name('node_modules/clsx/index.js')).toBe('mui');
    expect(name('src/scope.tsx')).toBe('mui');
    expect(name('src/theme.ts')).toBe('mui');
    expect(name('node_modules/@emotion/react/index.js')).toBe('mui');
  });

  it('keeps what the entry imports in a chunk of its own, even what the app and MUI import too', () => {
    // In the app's chunk, the page's first script would load and run the whole app before the first paint.
    expect(name('src/page-data.ts')).toBe('boot');
    // The entry awaits the app, which imports from `boot`: in one chunk with it, each would wait for the other.
    expect(name('src/main.tsx')).toBeNull();
    // Its stylesheet is the page's, inlined by the server: in `boot`, the app would load it again.
    expect(name('src/shell.css')).toBeNull();
  });

  it("leaves staff code and the shared packages' modules to the automatic split", () => {
    expect(name('src/admin.tsx')).toBeNull();
    expect(name('src/staff-form.tsx')).toBeNull();
    expect(name('packages/domain/src/common-passwords.ts')).toBeNull();
  });

  it('takes the groups loaded first first', () => {
    const groups = buyerChunkGroups(options);
    expect(groups.map((group) => group.name(at('src/card.tsx'), graph))).toEqual([
      null,
      null,
      null,
      'buyer',
      null,
      null,
      null,
    ]);
    expect(groups.map((group) => group.priority)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    // A screen's chunk does not draw in what its modules import (the shared packages' modules, through their entry).
    expect(groups.map((group) => group.includeDependenciesRecursively)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      false,
      false,
    ]);
  });
});
