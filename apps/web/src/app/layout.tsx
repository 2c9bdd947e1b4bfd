import { Suspense, useId, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router';
import { hasRole, ROUTES } from '@market/domain';
import { SavedListingNotice } from '../components/ui/saved-listing-notice.tsx';
import { useCurrentUser } from '../lib/session.ts';
import { AccountMenu, RoleShortcuts, useVisitorCounter } from './account-menu.tsx';
import { CompactMenu } from './compact-menu.tsx';
import { LanguageSelect } from './language-select.tsx';
import { StockSearch } from './stock-search.tsx';
import { HydrationMark } from '../lib/hydration-mark.tsx';

function AdminButton() {
  const { t } = useTranslation('admin');
  return (
    <Button color="inherit" component={RouterLink} to={ROUTES.admin}>
      {t('nav.link')}
    </Button>
  );
}

/** The staff console's entry, shown to staff only (its label lives in the admin texts, loaded only for staff). */
function AdminLink() {
  const user = useCurrentUser();
  return user && hasRole(user, 'staff') ? <AdminButton /> : null;
}

export function Layout() {
  const { t } = useTranslation();
  useVisitorCounter();
  // Below md the stock number box has no room in the header row: a search button opens it in a row of its own.
  const [searchOpen, setSearchOpen] = useState(false);
  const searchRowId = useId();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Link
        href="#main"
        sx={{ position: 'absolute', insetInlineStart: -9999, '&:focus': { insetInlineStart: 8, top: 8, zIndex: 2000 } }}
      >
        {t('skipToContent')}
      </Link>
      <AppBar position="static" component="header">
        <Toolbar sx={{ gap: { xs: 1, md: 2 }, flexWrap: { xs: 'nowrap', md: 'wrap' }, py: 1 }}>
          <Typography
            component={RouterLink}
            to={ROUTES.home}
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700 }}
          >
            {t('brand')}
          </Typography>
          <Box
            component="nav"
            aria-label={t('nav.main')}
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, flexGrow: 1 }}
          >
            <Button color="inherit" component={RouterLink} to={ROUTES.carList}>
              {t('nav.searchItems')}
            </Button>
            <RoleShortcuts />
            <AdminLink />
          </Box>
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <StockSearch />
          </Box>
          <Box sx={{ flexGrow: 1, display: { md: 'none' } }} />
          <IconButton
            color="inherit"
            aria-label={t('stockSearch.open')}
            aria-expanded={searchOpen}
            aria-controls={searchOpen ? searchRowId : undefined}
            onClick={() => setSearchOpen((open) => !open)}
            sx={{ display: { md: 'none' } }}
          >
            <SearchIcon />
          </IconButton>
          <LanguageSelect />
          <Box sx={{ display: { xs: 'none', md: 'contents' } }}>
            <AccountMenu />
          </Box>
          <CompactMenu />
        </Toolbar>
        {searchOpen && (
          <Box id={searchRowId} sx={{ display: { md: 'none' }, px: 2, pb: 1.5 }}>
            <StockSearch row onFound={() => setSearchOpen(false)} />
          </Box>
        )}
      </AppBar>
      {/* At least a screen high: the footer starts below the fold, so a page filling in never pushes it in view. */}
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, minHeight: '100vh' }}>
        <Suspense fallback={<LinearProgress aria-label={t('loading')} />}>
          <SavedListingNotice />
          <Outlet />
          <HydrationMark />
        </Suspense>
      </Box>
      <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.100', py: 3, mt: 4 }}>
        <Container maxWidth="lg">
          <Typography variant="body2">{t('footer.tagline')}</Typography>
          <Typography variant="caption">{t('footer.rights', { year: new Date().getFullYear() })}</Typography>
        </Container>
      </Box>
    </Box>
  );
}
