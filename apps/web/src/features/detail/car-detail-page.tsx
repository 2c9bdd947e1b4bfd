import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import {
  CATEGORY,
  hasRole,
  inquiryButtonVisible,
  ITEM_FLAG,
  itemNumber,
  itemTitle,
  languageTag,
  localizedName,
  ROUTES,
  specRows,
  youtubeVideoId,
  type DetailResponse,
} from '@market/domain';
import { HttpError } from '../../lib/http.ts';
import { lazyNamed } from '../../lib/lazy.ts';
import { MountOnFirstUse } from '../../lib/mount-on-first-use.tsx';
import { useCurrentUser, useCurrentUserQuery } from '../../lib/session.ts';
import { recordDetailMasking } from '../../lib/visitor-counter.ts';
import { useLanguageCode } from '../../lib/use-language-code.ts';
import { AlertDialog } from './alert-dialog.tsx';
import { Gallery, GalleryPlaceholder } from './gallery.tsx';
import { ImportVerdictPanel } from './import-verdict-panel.tsx';
import { ItemSummary } from './item-summary.tsx';
import { SpecTable } from './spec-table.tsx';
import { downloadPictures, useDetail } from './use-detail.ts';
import { VersionBar } from './version-bar.tsx';

const SalesContactsDialog = lazyNamed(() => import('./sales-contacts.tsx'), 'SalesContactsDialog');

export interface CarDetailPageProps {
  /** The inquiry dialog (another feature), opened for a member who may inquire. */
  onInquire?: (detail: DetailResponse) => void;
  /** The options panel (features/options-status), given the response or undefined while loading. */
  renderOptions?: (detail: DetailResponse | undefined) => ReactNode;
  /** The item status panel (features/options-status). */
  renderStatus?: (detail: DetailResponse | undefined) => ReactNode;
  /** Beside the page: the floating right panel (features/right-panel). */
  renderAside?: (detail: DetailResponse | undefined) => ReactNode;
  /** The sales contact view, when the route controls it (leaving the page closes it first). */
  salesOpen?: boolean;
  onSalesOpenChange?: (open: boolean) => void;
}

const SECTION_IDS = {
  info: 'detail-info',
  options: 'detail-options',
  status: 'detail-status',
  warning: 'detail-warning',
};

function scrollToSection(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** The vehicle detail page of spec section 2. */
export function CarDetailPage(props: CarDetailPageProps) {
  const { itemNo = '' } = useParams();
  const query = useDetail(itemNo);
  const { t } = useTranslation('detail');
  const navigate = useNavigate();
  const location = useLocation();

  // The page scrolls to the top on entry.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [itemNo]);

  if (query.error) {
    if (query.error instanceof HttpError && query.error.status === 410) {
      const leave = () => {
        // Back when there is somewhere to go back to in this app, else to the search (history is short).
        const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (historyIndex > 0) void navigate(-1);
        else void navigate(ROUTES.carList, { replace: true });
      };
      return <AlertDialog open message={t('deleted')} onClose={leave} />;
    }
    const code = query.error instanceof HttpError ? query.error.body?.code : undefined;
    if (code === 'MEMBERS_ONLY' || code === 'ADMISSION_PENDING') {
      return (
        <Container component="section" maxWidth="lg" sx={{ py: 4 }}>
          <Typography component="h1" variant="h4" gutterBottom>
            {t('loginRequiredTitle')}
          </Typography>
          <Typography sx={{ mb: 2 }}>{code === 'MEMBERS_ONLY' ? t('loginRequired') : query.error.message}</Typography>
          {code === 'MEMBERS_ONLY' && (
            <Button
              variant="contained"
              component={RouterLink}
              to={`${ROUTES.login}?next=${encodeURIComponent(location.pathname)}`}
            >
              {t('logIn')}
            </Button>
          )}
        </Container>
      );
    }
    return (
      <Container component="section" maxWidth="lg" sx={{ py: 4 }}>
        <Typography component="h1" variant="h4" gutterBottom>
          {t('carNotFound')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('carNotFoundBody')}</Typography>
        <Button variant="contained" component={RouterLink} to={ROUTES.carList}>
          {t('toSearch')}
        </Button>
      </Container>
    );
  }
  return <DetailView key={itemNo} {...props} detail={query.data} returnTo={location.pathname} />;
}

function DetailView({
  detail,
  returnTo,
  onInquire,
  renderOptions,
  renderStatus,
  renderAside,
  salesOpen: controlledSalesOpen,
  onSalesOpenChange,
}: CarDetailPageProps & { detail: DetailResponse | undefined; returnTo: string }) {
  const { t } = useTranslation('detail');
  const { t: tc } = useTranslation();
  const language = useLanguageCode();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'));
  const [loginAlert, setLoginAlert] = useState(false);
  const [ownSalesOpen, setOwnSalesOpen] = useState(false);
  const salesOpen = controlledSalesOpen ?? ownSalesOpen;
  const setSalesOpen = onSalesOpenChange ?? setOwnSalesOpen;
  const item = detail?.item;
  const title = item ? itemTitle(item, language) : '';

  useEffect(() => {
    if (title) document.title = `${title} | ${tc('brand')}`;
  }, [title, tc]);

  // The visitor counter's loginReq and authReq follow the answer's masked flag, once the session is known.
  const sessionKnown = !useCurrentUserQuery().isPending;
  const masked = item?.masked;
  useEffect(() => {
    if (masked !== undefined && sessionKnown) recordDetailMasking(masked, user !== null);
  }, [masked, sessionKnown, user]);

  const car = !item || item.category === CATEGORY.car;
  const canInquire =
    !!detail &&
    !!item &&
    inquiryButtonVisible({
      userFlag: user?.userFlag,
      language,
      itemFlag: item.flag,
      countryCode: detail.countryCode,
    });
  const inquire = () => {
    if (!detail) return;
    if (!user) setLoginAlert(true);
    else onInquire?.(detail);
  };
  const tabs = [
    { id: SECTION_IDS.info, label: t('tabs.info') },
    ...(car
      ? [
          { id: SECTION_IDS.options, label: t('tabs.options') },
          { id: SECTION_IDS.status, label: t('tabs.status') },
        ]
      : []),
  ];
  const maker = item ? localizedName(item, 'maker', language) : '';
  const model = item ? localizedName(item, 'model', language) : '';
  const searchLink = (params: Record<string, string>) => `${ROUTES.carList}?${new URLSearchParams(params).toString()}`;

  return (
    <Container component="article" maxWidth="lg" sx={{ py: 3 }} aria-busy={!detail}>
      {detail && <VersionBar serverVersion={detail.serverVersion} />}
      {/* One line that scrolls sideways on a phone: the names arriving never push the page down. */}
      <Breadcrumbs
        aria-label={t('breadcrumb.label')}
        sx={{ mb: 2, '& ol': { flexWrap: 'nowrap', whiteSpace: 'nowrap', overflowX: 'auto' } }}
      >
        <Link component={RouterLink} to={ROUTES.home} underline="hover" color="inherit">
          {t('breadcrumb.home')}
        </Link>
        <Link component={RouterLink} to={ROUTES.carList} underline="hover" color="inherit">
          {t('breadcrumb.searchItems')}
        </Link>
        {item ? (
          <Link component={RouterLink} to={searchLink({ maker: item.engMaker })} underline="hover" color="inherit">
            {maker}
          </Link>
        ) : (
          <Skeleton width={60} />
        )}
        {item ? (
          <Link
            component={RouterLink}
            to={searchLink({ maker: item.engMaker, model: item.engModel })}
            underline="hover"
            color="text.primary"
            aria-current="page"
          >
            {model}
          </Link>
        ) : (
          <Skeleton width={60} />
        )}
      </Breadcrumbs>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' }, gap: 3, alignItems: 'start' }}>
        {detail && item ? (
          <Gallery
            title={title}
            pictures={detail.itemPicture}
            videoId={youtubeVideoId(item.youtube)}
            soldOutImage={item.flag === ITEM_FLAG.soldOut && !mobile ? `/sold-out/${languageTag(language)}.svg` : null}
            onDownload={
              user && hasRole(user, 'partner')
                ? () => void downloadPictures(item.itemNo, `${itemNumber(item.itemNo)}.zip`)
                : undefined
            }
          />
        ) : (
          <GalleryPlaceholder />
        )}
        {detail && item ? (
          <ItemSummary
            item={item}
            language={language}
            canInquire={canInquire}
            onInquire={inquire}
            onSalesContact={() => setSalesOpen(true)}
          />
        ) : (
          <Box aria-label={t('loading')} role="status">
            <Skeleton variant="text" height={56} />
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="rectangular" height={160} sx={{ mt: 2 }} />
          </Box>
        )}
      </Box>
      {detail && <ImportVerdictPanel key={detail.countryCode} detail={detail} language={language} />}

      <Box
        component="nav"
        aria-label={t('tabs.label')}
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 10,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          display: 'flex',
          gap: 1,
          mt: 4,
          overflowX: 'auto',
        }}
      >
        {tabs.map((tab) => (
          <Button
            key={tab.id}
            href={`#${tab.id}`}
            onClick={(event) => {
              event.preventDefault();
              scrollToSection(tab.id);
            }}
            sx={{ borderRadius: 0, py: 1.5, px: 2, whiteSpace: 'nowrap' }}
          >
            {tab.label}
          </Button>
        ))}
      </Box>

      <Section id={SECTION_IDS.info} title={car ? t('tabs.info') : t('specialInfo')}>
        {item ? <SpecTable rows={specRows(item, language)} /> : <Skeleton variant="rectangular" height={320} />}
      </Section>
      {car && (
        <>
          <Section id={SECTION_IDS.options} title={t('tabs.options')}>
            {renderOptions?.(detail)}
          </Section>
          <Section id={SECTION_IDS.status} title={t('tabs.status')}>
            {renderStatus?.(detail)}
          </Section>
        </>
      )}
      <Section id={SECTION_IDS.warning} title={t('warningTitle')}>
        <Typography color="text.secondary">{t('buyerWarning')}</Typography>
      </Section>

      {detail && item && (
        <MountOnFirstUse active={salesOpen}>
          <SalesContactsDialog
            open={salesOpen}
            onClose={() => setSalesOpen(false)}
            contacts={detail.salesList}
            itemNo={item.itemNo}
          />
        </MountOnFirstUse>
      )}
      <AlertDialog
        open={loginAlert}
        message={t('loginRequired')}
        onClose={() => {
          setLoginAlert(false);
          void navigate(`${ROUTES.login}?next=${encodeURIComponent(returnTo)}`);
        }}
      />
      {renderAside?.(detail)}
    </Container>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} sx={{ scrollMarginTop: 64, pt: 4 }}>
      <Typography id={`${id}-title`} component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
