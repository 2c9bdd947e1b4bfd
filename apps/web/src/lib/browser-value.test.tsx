import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useBrowserValue } from './browser-value.ts';
import { hydratingServerPage, serverPageHydrated } from './hydrate-later.tsx';

const subscribe = () => () => {};

/** Shows what only the browser knows ("phone"), and notes the value of each of its renders. */
function Reader({ seen }: { seen: string[] }) {
  const value = useBrowserValue(subscribe, () => 'phone', 'wide');
  seen.push(value);
  return <p>{value}</p>;
}

describe('a value only the browser knows', () => {
  it("is the server's while the page hydrates, then the browser's, with nothing to recover", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Reader seen={[]} />);
    document.body.append(container);
    expect(container.textContent).toBe('wide');
    const seen: string[] = [];
    const recovered = vi.fn();
    hydratingServerPage();
    await act(async () => {
      hydrateRoot(container, <Reader seen={seen} />, { onRecoverableError: recovered });
    });
    expect(container.textContent).toBe('phone');
    expect(seen[0]).toBe('wide');
    expect(seen.at(-1)).toBe('phone');
    expect(recovered).not.toHaveBeenCalled();
    container.remove();
  });

  it("is the browser's from the first render once the page has been taken over", () => {
    serverPageHydrated();
    const seen: string[] = [];
    render(<Reader seen={seen} />);
    expect(screen.getByText('phone').tagName).toBe('P');
    expect(new Set(seen)).toEqual(new Set(['phone']));
  });
});
