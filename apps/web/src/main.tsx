// The entry the page loads first, kept tiny. A server-rendered page is already on screen: the app (start.tsx) is
// fetched and hydrated only once the page and its pictures have loaded and painted, so on a slow phone its scripts
// never compete with what the buyer sees first (docs/decisions/0155). Clicks on the page's controls before then are
// held and given to the app once it has taken the page over.
import { holdEarlyInteractions, whenHydrated } from './app/early-interactions.ts';
import { loadAppInSteps } from './app/load-in-steps.ts';
import { PAGE_DATA_ID } from './app/page-data.ts';
import { keepZodFromEval } from './lib/zod-jitless.ts';
// The static styles of the first view's plain elements (decision 0156): one stylesheet of the page, applied before
// the app runs (a stylesheet imported by a lazy chunk would only arrive with that chunk, after the first paint).
import './app/shell.css';
import './components/ui/plain-field.css';
import './components/ui/plain-button.css';
import './components/ui/plain-parts.css';
import './components/ui/badge.css';
import './components/ui/listing-card.css';
import './components/ui/favourite-toggle.css';
import './features/detail/detail-sections.css';
import './features/detail/detail-page.css';
import './features/search/search-page.css';
import './features/home/home-page.css';

keepZodFromEval();

const rendered = document.getElementById(PAGE_DATA_ID) !== null;
const held = rendered ? holdEarlyInteractions(document) : undefined;
if (rendered) {
  await firstViewPainted();
  await loadAppInSteps();
}
const { startApp } = await import('./start.tsx');
if (held) whenHydrated(document, () => held.replay());
await startApp();

/** Resolves after the window's load event and the frame painted after it. */
function firstViewPainted(): Promise<void> {
  return new Promise((resolve) => {
    const afterPaint = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    if (document.readyState === 'complete') afterPaint();
    else window.addEventListener('load', afterPaint, { once: true });
  });
}
