/**
 * Zod compiles its object parsers with `new Function` unless told not to; the CSP refuses that, and Chrome reports
 * every refused attempt as a page issue. Zod keeps its settings in this global, which it takes over if it is already
 * there: setting it here, rather than through `config()`, keeps zod itself out of the first view's scripts.
 */
export function keepZodFromEval(): void {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (scope.__zod_globalConfig ??= {}).jitless = true;
}
