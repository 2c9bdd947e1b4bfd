/**
 * React DOM, fetched and evaluated in a task of its own before the app (start.tsx): evaluated together with the app
 * and its other libraries it was part of one task of 250-350 ms on a phone (4x slower CPU), which blocks a tap for all
 * of it. Split, the same work is done at the same moment, and the browser can answer input in between (decision 0156).
 * More steps (the theme, i18n, the router) split it further but cut the app into some twenty more chunks, about 20 KB
 * more to download.
 */
const STEPS = [() => import('react-dom/client')];

/** Resolves in a new task, after the browser has had a turn (input, rendering). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Loads the app's first parts one a task; start.tsx then evaluates less in its own. */
export async function loadAppInSteps(): Promise<void> {
  for (const load of STEPS) {
    await load();
    await nextTask();
  }
}
