import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import { Link as RouterLink } from 'react-router';
import { hasRole, itemNumber, mayInquire, ROUTES, routePath, MAX_INQUIRY_ITEMS } from '@market/domain';
import { useCurrentUser } from '../../lib/session.ts';
import { StyledListingPicture } from '../../components/ui/styled-listing-picture.tsx';

import type { RightPanelProps } from './right-panel.tsx';

/** The floating right panel's content (right-panel.tsx loads it on a screen wide enough to show it). */
export function RightPanelContent({ recentlyViewed = [] }: RightPanelProps) {
  const { t } = useTranslation('detail');
  const user = useCurrentUser();
  const language = useLanguage().code;
  const scrollTo = (top: number) => window.scrollTo({ top, behavior: 'smooth' });
  const links = [
    { to: ROUTES.carList, label: t('rightPanel.searchItems'), show: true },
    { to: ROUTES.itemUpload, label: t('rightPanel.addItem'), show: user !== null && hasRole(user, 'seller') },
    { to: ROUTES.itemManagement, label: t('rightPanel.manageItems'), show: user !== null && hasRole(user, 'seller') },
    { to: ROUTES.inquiryList, label: t('rightPanel.inquiryList'), show: user !== null && hasRole(user, 'buyer') },
    { to: ROUTES.carpayList, label: t('rightPanel.carpayList'), show: user !== null && hasRole(user, 'buyer') },
  ];
  return (
    <Paper
      component="nav"
      aria-label={t('rightPanel.label')}
      elevation={3}
      sx={{
        position: 'fixed',
        insetInlineEnd: 16,
        top: 120,
        width: 120,
        zIndex: 1100,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        py: 1,
      }}
    >
      <Button size="small" startIcon={<ArrowUpwardIcon />} onClick={() => scrollTo(0)}>
        {t('rightPanel.top')}
      </Button>
      <Divider />
      {links
        .filter((link) => link.show)
        .map((link) => (
          <Button key={link.to} size="small" component={RouterLink} to={link.to} sx={{ textAlign: 'center' }}>
            {link.label}
          </Button>
        ))}
      {user && (
        <>
          <Divider />
          <Typography component="h2" variant="caption" sx={{ textAlign: 'center', fontWeight: 700, pt: 1 }}>
            {t('rightPanel.recent')}
          </Typography>
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1, maxHeight: 320, overflowY: 'auto' }}
          >
            {recentlyViewed.map((entry) => (
              <li key={entry.itemNo}>
                <RouterLink
                  to={routePath('refDetail', { itemNo: entry.itemNo })}
                  aria-label={t('rightPanel.recentItem', { itemNumber: itemNumber(entry.itemNo) })}
                >
                  {entry.thumbnail ? (
                    <StyledListingPicture
                      pictureKey={entry.thumbnail}
                      alt=""
                      sizes="120px"
                      sx={{
                        width: '100%',
                        aspectRatio: '4 / 3',
                        objectFit: 'cover',
                        borderRadius: 1,
                        display: 'block',
                      }}
                    />
                  ) : (
                    <Typography variant="caption">{itemNumber(entry.itemNo)}</Typography>
                  )}
                </RouterLink>
              </li>
            ))}
          </Box>
          {mayInquire({ userFlag: user.userFlag, language, countryCode: user.countryCode }) &&
            hasRole(user, 'buyer') &&
            recentlyViewed.length > 1 && (
              <Button
                size="small"
                component={RouterLink}
                to={`${ROUTES.inquiryPurchase}?items=${recentlyViewed
                  .slice(0, MAX_INQUIRY_ITEMS)
                  .map((entry) => entry.itemNo)
                  .join(',')}`}
                sx={{ textAlign: 'center' }}
              >
                {t('rightPanel.inquireRecent')}
              </Button>
            )}
        </>
      )}
      <Divider />
      <Button
        size="small"
        startIcon={<ArrowDownwardIcon />}
        onClick={() => scrollTo(document.documentElement.scrollHeight)}
      >
        {t('rightPanel.bottom')}
      </Button>
    </Paper>
  );
}
