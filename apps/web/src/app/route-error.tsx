import { useTranslation } from '../lib/i18n/translation.tsx';
import { useRouteError } from 'react-router';
import { ROUTES } from '@market/domain';
import { Page } from '../components/ui/page.tsx';
import { PlainAnchorButton, PlainButton } from '../components/ui/plain-button.tsx';

/**
 * A screen's code that cannot be loaded: after a release the old build's chunks are gone from the server, so a page
 * opened before it fails on its next screen. Reloading brings the new build.
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload/i.test(error.message)
  );
}

/**
 * What a route shows, in the page's language, when its screen fails to load or to render. Plain elements (decision
 * 0198): it is in the first download, and must show even when no other chunk can be loaded.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const newVersion = isChunkLoadError(error);
  return (
    <Page title={newVersion ? t('routeError.newVersionTitle') : t('routeError.title')}>
      <p role="alert" className="plain-text plain-text--spaced">
        {newVersion ? t('routeError.newVersionBody') : t('routeError.body')}
      </p>
      <div className="plain-actions">
        <PlainButton variant="contained" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </PlainButton>
        {/* A whole new document: the app that failed is not trusted to render the next screen. */}
        <PlainAnchorButton variant="outlined" href={ROUTES.home}>
          {t('notFound.home')}
        </PlainAnchorButton>
      </div>
    </Page>
  );
}
