/**
 * Runs `go` once the address bar is back on the page that blocked a back or forward navigation. The router restores
 * it with history.go, whose popstate arrives later: navigating before that writes to the history entry being left and
 * leaves the address bar on the wrong page. The router's own popstate listener, added at start, has finished with
 * that event when this one runs.
 */
export function whenAddressRestored(go: () => void): void {
  window.addEventListener('popstate', go, { once: true });
}
