import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HydrateLater, hydratingServerPage } from './hydrate-later.tsx';
import { HydrationMark } from './hydration-mark.tsx';

describe('HydrateLater', () => {
  it('leaves a part of the server HTML as it is until the browser is idle, then takes it over; the mark waits', async () => {
    const first = vi.fn();
    const later = vi.fn();
    const tree = (
      <main>
        <button type="button" onClick={first}>
          First view
        </button>
        <HydrateLater>
          <button type="button" onClick={later}>
            Below the fold
          </button>
        </HydrateLater>
        <HydrationMark />
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    const served = container.innerHTML;
    document.body.append(container);
    delete document.documentElement.dataset.hydrated;

    // The browser's idle moment comes when the test says.
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    hydratingServerPage();
    await act(async () => {
      hydrateRoot(container, tree);
    });
    // The first view is React's: its button acts; the later part is still the server's HTML, unchanged.
    await userEvent.click(screen.getByRole('button', { name: 'First view' }));
    expect(first).toHaveBeenCalledTimes(1);
    expect(container.innerHTML).toBe(served);
    expect(document.documentElement.dataset.hydrated).toBeUndefined();

    // Once the browser is idle the later part is taken over from the same HTML, and the page is marked hydrated.
    await act(async () => idle!());
    await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe(''));
    await userEvent.click(screen.getByRole('button', { name: 'Below the fold' }));
    expect(later).toHaveBeenCalledTimes(1);
    expect(container.innerHTML).toBe(served);
    container.remove();
    vi.unstubAllGlobals();
  });
});
