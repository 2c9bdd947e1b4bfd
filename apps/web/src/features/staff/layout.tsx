import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { hasRole, ROUTES } from '@market/domain';
import { useCurrentUserQuery } from '../../lib/session.ts';

const SECTIONS = [
  ['inquiries', ROUTES.adminInquiries],
  ['requests', ROUTES.adminRequests],
  ['sellers', ROUTES.adminSellers],
  ['items', ROUTES.adminItems],
  ['contacts', ROUTES.adminContacts],
  ['importRules', ROUTES.adminImportRules],
  ['landedCost', ROUTES.adminLandedCost],
  ['exportControls', ROUTES.adminExportControls],
  ['transitTimes', ROUTES.adminTransitTimes],
  ['conditions', ROUTES.adminConditions],
  ['bankAccounts', ROUTES.adminBankAccounts],
  ['currencyRates', ROUTES.adminCurrencyRates],
  ['offers', ROUTES.sellerOffers],
  ['activity', ROUTES.adminActivity],
] as const;

/**
 * The staff console's frame: a side navigation and the chosen section. Visitors are asked to log in; any other
 * role is told it may not enter (the server refuses every staff call anyway).
 */
export function StaffLayout() {
  const { t } = useTranslation('admin');
  const location = useLocation();
  const { data: user, isPending } = useCurrentUserQuery();
  useEffect(() => {
    document.title = `${t('title')} | RH Group`;
  }, [t]);

  if (isPending) return <CircularProgress aria-label={t('loading')} sx={{ m: 4 }} />;
  if (!user || !hasRole(user, 'staff')) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 520, m: 4 }}>
        <Typography component="h1" variant="h4">
          {t('title')}
        </Typography>
        <Alert severity={user ? 'error' : 'info'}>{t(user ? 'notAllowed' : 'loginRequired')}</Alert>
        {!user && (
          <Button
            variant="contained"
            component={RouterLink}
            to={`${ROUTES.login}?next=${encodeURIComponent(location.pathname)}`}
          >
            {t('login')}
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Box sx={{ display: 'flex', gap: 3, p: 3, alignItems: 'flex-start', minWidth: 1100 }}>
      <Paper
        component="nav"
        aria-label={t('nav.label')}
        sx={{ width: 220, flexShrink: 0, position: 'sticky', top: 16 }}
      >
        <Typography variant="overline" sx={{ px: 2, pt: 1.5, display: 'block' }}>
          {t('title')}
        </Typography>
        <List dense>
          {SECTIONS.map(([key, path]) => (
            <ListItemButton
              key={key}
              component={RouterLink}
              to={path}
              selected={location.pathname.startsWith(path)}
              aria-current={location.pathname.startsWith(path) ? 'page' : undefined}
            >
              <ListItemText primary={t(`nav.${key}`)} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
      <Box component="section" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
