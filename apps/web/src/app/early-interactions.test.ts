import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInteractions, whenHydrated } from './early-interactions.ts';

afterEach(() => document.body.replaceChildren());

function page(html: string) {
  document.body.innerHTML = html;
  const clicked: string[] = [];
  document.body.addEventListener('click', (event) => {
    const target = (event.target as Element).closest('[data-name]');
    if (target) clicked.push(target.getAttribute('data-name')!);
  });
  return clicked;
}

describe('holdEarlyInteractions', () => {
  it('holds clicks on buttons until the app has the page, then gives each control its click once, in order', () => {
    const clicked = page(
      '<button data-name="inquire"><span id="label">Inquire</span></button><div role="tab" data-name="tab">Tab</div>',
    );
    const held = holdEarlyInteractions(document);
    document.getElementById('label')!.click();
    (document.querySelector('[role="tab"]') as HTMLElement).click();
    document.getElementById('label')!.click();
    expect(clicked).toEqual([]);

    held.replay();
    expect(clicked).toEqual(['inquire', 'tab']);
    // From then on nothing is held.
    document.getElementById('label')!.click();
    expect(clicked).toEqual(['inquire', 'tab', 'inquire']);
  });

  it('lets links and plain text be, which work without the app', () => {
    const clicked = page('<a href="#next" data-name="link">Next</a><p data-name="text">Text</p>');
    const held = holdEarlyInteractions(document);
    (document.querySelector('a') as HTMLElement).click();
    (document.querySelector('p') as HTMLElement).click();
    expect(clicked).toEqual(['link', 'text']);
    held.replay();
    expect(clicked).toEqual(['link', 'text']);
  });

  it('keeps a form from leaving the page before the app runs, and submits it to the app afterwards', () => {
    page('<form action="/elsewhere"><input name="q" /></form>');
    const form = document.querySelector('form')!;
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    const held = holdEarlyInteractions(document);
    const early = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);

    form.addEventListener('submit', submitted);
    held.replay();
    expect(submitted).toHaveBeenCalledOnce();
  });

  it('drops what left the page before the app took it over', () => {
    const clicked = page('<button data-name="gone">Gone</button>');
    const held = holdEarlyInteractions(document);
    const button = document.querySelector('button')!;
    button.click();
    button.remove();
    held.replay();
    expect(clicked).toEqual([]);
  });
});

describe('whenHydrated', () => {
  afterEach(() => delete document.documentElement.dataset.hydrated);

  it('waits for the hydration mark, and calls at once when it is there', async () => {
    const calls: string[] = [];
    whenHydrated(document, () => calls.push('later'));
    expect(calls).toEqual([]);
    document.documentElement.dataset.hydrated = '';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['later']);
    whenHydrated(document, () => calls.push('now'));
    expect(calls).toEqual(['later', 'now']);
  });
});
