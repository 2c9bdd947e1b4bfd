import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { initI18n } from './lib/i18n.ts';
import { applyDocumentLanguage, storedLanguage } from './lib/language.ts';

const language = storedLanguage();
applyDocumentLanguage(language);
await initI18n(language);

const root = document.getElementById('root');
if (!root) throw new Error('No #root element in index.html');
createRoot(root).render(
  <StrictMode>
    <Suspense fallback={null}>
      <AppProviders language={language}>
        <RouterProvider router={createRouter()} />
      </AppProviders>
    </Suspense>
  </StrictMode>,
);
