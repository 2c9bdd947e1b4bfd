import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ROUTES } from '@market/domain';
import { Page } from '../components/ui/page.tsx';

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

/** What a route shows, in the page's language, when its screen fails to load or to render. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const newVersion = isChunkLoadError(error);
  return (
    <Page title={newVersion ? t('routeError.newVersionTitle') : t('routeError.title')}>
      <Typography role="alert" sx={{ mb: 2 }}>
        {newVersion ? t('routeError.newVersionBody') : t('routeError.body')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
        {/* A whole new document: the app that failed is not trusted to render the next screen. */}
        <Button variant="outlined" href={ROUTES.home}>
          {t('notFound.home')}
        </Button>
      </Stack>
    </Page>
  );
}
