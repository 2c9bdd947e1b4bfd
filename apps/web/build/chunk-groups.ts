import path from 'node:path';

/** What the grouping needs of the module graph (rolldown's chunking context). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The browser build's modules as a buyer's first view loads them, named by the chunk they go to. */
export interface ChunkGroupOptions {
  /**
   * The page's entry (main.tsx). What it imports is the `boot` chunk, loaded before the first paint: left to the
   * automatic split, the modules it shares with the app went into the app's chunk, which the page then loaded and ran
   * before it painted. The entry itself stays out of `boot`: it awaits the app at its top level, and the app imports
   * from `boot`, so in one chunk each would wait for the other for ever. So do its stylesheets (STYLESHEET).
   */
  entry: string;
  /** The app, loaded after the first paint (start.tsx): the shell and the libraries every page needs. */
  app: string;
  /** The buyer pages' screens, each loaded by its route: name -> module. */
  screens: Record<string, string>;
  /** The MUI scope (lib/mui-scope.tsx), loaded with the screens that draw MUI (decision 0198). */
  mui: string;
}

/** React and React DOM: the first step of loading the app (load-in-steps.ts), a chunk of their own. */
const REACT = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;

/**
 * The shared packages' entries re-export every module of theirs: a page imports some of their functions, and the
 * bundler keeps the rest out of its chunks. Followed, they would put every such module (the common-password list,
 * the staff schemas) into the chunks named here; left out, they keep the automatic split.
 */
const BARREL = /[\\/]packages[\\/][^\\/]+[\\/]src[\\/]index\.ts$/;

/**
 * The first view's stylesheets stay with the entry (its stylesheet, which the server inlines in the page): in `boot`,
 * every chunk importing from `boot` would have them loaded again as a stylesheet of its own.
 */
const STYLESHEET = /\.css$/;

/** A shared package's own modules (packages/domain, packages/i18n). */
const PACKAGE = /[\\/]packages[\\/][^\\/]+[\\/]src[\\/]/;

/** MUI and emotion: with what only they need, the `mui` chunk, which a page without MUI never loads. */
const MUI = /[\\/]node_modules[\\/](?:@mui|@emotion)[\\/]/;

/**
 * The modules reached from `from` by static imports only (what loading that module loads with it), not going into a
 * module `stop` is true of.
 */
function staticallyReached(graph: ModuleGraph, from: string, stop: (id: string) => boolean = () => false): Set<string> {
  const reached = new Set<string>();
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (reached.has(id) || BARREL.test(id) || stop(id)) continue;
    reached.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) queue.push(next);
  }
  return reached;
}

/**
 * The chunk name of each module a buyer's page loads at once, instead of the bundler's automatic split into some
 * seventy small shared chunks (each with its response headers, and compressed alone): `boot` (what the entry imports),
 * `react` (React DOM), `app` (start.tsx and all it imports), one chunk per buyer screen with what only it needs, and `buyer` with what two
 * screens share. A module only staff or seller pages reach is never named here, so a buyer page loads none of
 * their code; what loads on first use (dynamic imports) keeps the automatic split (docs/decisions/0194).
 */
export function buyerChunkName(options: ChunkGroupOptions) {
  let names: Map<string, string> | undefined;
  const resolve = (graph: ModuleGraph) => {
    const map = new Map<string, string>();
    const entry = path.resolve(options.entry);
    const taken = staticallyReached(graph, entry);
    for (const id of taken) if (id !== entry && !STYLESHEET.test(id)) map.set(id, 'boot');
    for (const id of staticallyReached(graph, path.resolve(options.app))) {
      if (taken.has(id)) continue;
      map.set(id, REACT.test(id) ? 'react' : 'app');
      taken.add(id);
    }
    const scope = path.resolve(options.mui);
    const isMui = (id: string) => MUI.test(id) || id === scope;
    const screensOf = new Map<string, string[]>();
    for (const [name, file] of Object.entries(options.screens)) {
      for (const id of staticallyReached(graph, path.resolve(file), isMui)) {
        if (!taken.has(id)) screensOf.set(id, [...(screensOf.get(id) ?? []), name]);
      }
    }
    // A shared package's module reached by one screen is used by others through the package's entry (not followed):
    // in a screen's chunk it would make them load that screen's chunk, and with it its MUI (decision 0198).
    for (const [id, screens] of screensOf)
      map.set(id, screens.length === 1 && !PACKAGE.test(id) ? screens[0]! : 'buyer');
    // What the screens reach only through MUI, and the scope with the theme: one chunk of its own.
    for (const from of [scope, ...Object.values(options.screens).map((file) => path.resolve(file))]) {
      for (const id of staticallyReached(graph, from)) {
        if (!taken.has(id) && !map.has(id)) map.set(id, 'mui');
      }
    }
    return map;
  };
  return (id: string, graph: ModuleGraph): string | null => {
    names ??= resolve(graph);
    return names.get(id) ?? null;
  };
}

/** The groups of `buyerChunkName` for rolldown's `output.codeSplitting`, the ones loaded first taken first. */
export function buyerChunkGroups(options: ChunkGroupOptions) {
  const nameOf = buyerChunkName(options);
  const order = ['boot', 'react', 'app', 'buyer', 'mui', ...Object.keys(options.screens)];
  const screens = new Set(Object.keys(options.screens));
  return order.map((group, index) => ({
    name: (id: string, graph: ModuleGraph) => (nameOf(id, graph) === group ? group : null),
    priority: order.length - index,
    // A screen's chunk takes only its own modules: the shared packages' modules it imports through their entry would
    // otherwise be drawn in, and another screen needing one would load this screen's chunk, with its MUI (0198).
    ...(screens.has(group) ? { includeDependenciesRecursively: false } : {}),
  }));
}
