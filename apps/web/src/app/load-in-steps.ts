/**
 * The app's libraries and shell, each part fetched and evaluated in a task of its own before the app itself:
 * evaluated all at once with the app they were one task of 250-350 ms on a phone (4x slower CPU), which blocks a tap
 * for all of it. Split, the same work is done at the same moment, and the browser can answer input between the steps
 * (decision 0156).
 */
// The app's own modules rather than the libraries' entries, which a dynamic import would keep whole.
const STEPS = [
  () => import('react-dom/client'),
];

/** Resolves in a new task, after the browser has had a turn (input, rendering). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Loads the app's parts one a task; start.tsx then evaluates little more than itself. */
export async function loadAppInSteps(): Promise<void> {
  for (const load of STEPS) {
    await load();
    await nextTask();
  }
}
