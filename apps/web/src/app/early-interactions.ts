/**
 * The controls that do nothing until the app runs. Links and the browser's own inputs work without it; a click on a
 * button before hydration would be lost, and a form's native submission would leave the page.
 */
const APP_CONTROLS =
  'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [role="combobox"], [role="menuitem"]';

export interface HeldInteractions {
  /** Stops holding and gives the app, which has taken the page over, what was held, in order, each control once. */
  replay(): void;
}

/** Holds the clicks on app controls and the form submissions made before the app has taken the page over. */
export function holdEarlyInteractions(document: Document): HeldInteractions {
  const held = new Set<HTMLElement>();
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(APP_CONTROLS) : null;
    if (!control || control.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    held.add(control);
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    held.add(event.target);
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  return {
    replay() {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      for (const element of held) {
        if (!element.isConnected) continue;
        if (element instanceof HTMLFormElement) element.requestSubmit();
        else element.click();
      }
      held.clear();
    },
  };
}

/** Calls `then` once the page carries the app's hydration mark (lib/hydration-mark.tsx): the route's content answers. */
export function whenHydrated(document: Document, then: () => void): void {
  const root = document.documentElement;
  if (root.dataset.hydrated !== undefined) return then();
  const observer = new MutationObserver(() => {
    if (root.dataset.hydrated === undefined) return;
    observer.disconnect();
    then();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}
