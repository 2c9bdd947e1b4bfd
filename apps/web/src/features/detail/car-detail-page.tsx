import { useEffect, useState, type ReactNode } from 'react';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import { useLocation, useNavigate, useParams } from 'react-router';
import {
  CATEGORY,
  hasRole,
  inquiryButtonVisible,
  ITEM_FLAG,
  itemNumber,
  itemTitle,
  languageTag,
  ROUTES,
  specRows,
  youtubeVideoId,
  type DetailResponse,
} from '@market/domain';
import { Placeholder } from '../../components/ui/plain-alert.tsx';
import { PlainLinkButton } from '../../components/ui/plain-button.tsx';
import { HttpError } from '../../lib/http.ts';
import { lazyWithMui } from '../../lib/lazy.ts';
import { MountOnFirstUse } from '../../lib/mount-on-first-use.tsx';
import { useCurrentUser, useCurrentUserQuery } from '../../lib/session.ts';
import { recordDetailMasking } from '../../lib/visitor-counter.ts';
import { HydrateLater } from '../../lib/hydrate-later.tsx';
import { useScreenQuery } from '../../lib/use-screen-query.ts';
import { AlertDialog } from './alert-dialog.tsx';
import { ConditionSection } from './condition-section.tsx';
import { DetailBreadcrumbs, SECTION_IDS, SectionTabs } from './detail-navigation.tsx';
import { Gallery, GalleryPlaceholder } from './gallery.tsx';
import { ImportVerdictPanel } from './import-verdict-panel.tsx';
import { ItemSummary } from './item-summary.tsx';
import { SellerRating } from './seller-rating.tsx';
import { SpecTable } from './spec-table.tsx';
import { downloadPictures, useDetail } from './use-detail.ts';
import { VersionBar } from './version-bar.tsx';

const SalesContactsDialog = lazyWithMui(() => import('./sales-contacts.tsx'), 'SalesContactsDialog');

export interface CarDetailPageProps {
  /** The inquiry dialog (another feature), opened for a member who may inquire. */
  onInquire?: (detail: DetailResponse) => void;
  /** The options panel (features/options-status), given the response or undefined while loading. */
  renderOptions?: (detail: DetailResponse | undefined) => ReactNode;
  /** The item status panel (features/options-status). */
  renderStatus?: (detail: DetailResponse | undefined) => ReactNode;
  /** Under the price column: the buyer's price offer (features/offers) and the compare choice. */
  renderBelowSummary?: (detail: DetailResponse) => ReactNode;
  /** Beside the page: the floating right panel (features/right-panel). */
  renderAside?: (detail: DetailResponse | undefined) => ReactNode;
  /** The sales contact view, when the route controls it (leaving the page closes it first). */
  salesOpen?: boolean;
  onSalesOpenChange?: (open: boolean) => void;
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
        <section className="plain-container plain-page">
          <h1 className="plain-text plain-text--h4 plain-text--gutter">{t('loginRequiredTitle')}</h1>
          <p className="plain-text detail-page__message">
            {code === 'MEMBERS_ONLY' ? t('loginRequired') : query.error.message}
          </p>
          {code === 'MEMBERS_ONLY' && (
            <PlainLinkButton variant="contained" to={`${ROUTES.login}?next=${encodeURIComponent(location.pathname)}`}>
              {t('logIn')}
            </PlainLinkButton>
          )}
        </section>
      );
    }
    return (
      <section className="plain-container plain-page">
        <h1 className="plain-text plain-text--h4 plain-text--gutter">{t('carNotFound')}</h1>
        <p className="plain-text detail-page__message">{t('carNotFoundBody')}</p>
        <PlainLinkButton variant="contained" to={ROUTES.carList}>
          {t('toSearch')}
        </PlainLinkButton>
      </section>
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
  renderBelowSummary,
  salesOpen: controlledSalesOpen,
  onSalesOpenChange,
}: CarDetailPageProps & { detail: DetailResponse | undefined; returnTo: string }) {
  const { t } = useTranslation('detail');
  const { t: tc } = useTranslation();
  const language = useLanguage().code;
  const user = useCurrentUser();
  const navigate = useNavigate();
  // Below the theme's `md` breakpoint (900 px) the page is laid out for a phone.
  const mobile = useScreenQuery('(max-width: 899.95px)');
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

  return (
    <article className="plain-container detail-page" aria-busy={!detail}>
      {detail && <VersionBar serverVersion={detail.serverVersion} />}
      <DetailBreadcrumbs item={item} language={language} />

      <div className="detail-page__columns">
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
          <div aria-label={t('loading')} role="status">
            <Placeholder variant="text" height={56} />
            <Placeholder variant="text" width="60%" />
            <Placeholder variant="rectangular" height={160} className="detail-page__loading-block" />
          </div>
        )}
      </div>
      {item && <SellerRating itemNo={item.itemNo} />}
      {detail && renderBelowSummary?.(detail)}
      {detail && <ImportVerdictPanel key={detail.countryCode} detail={detail} language={language} />}

      <SectionTabs car={car} />

      {/* Below the fold on a phone: hydrated once the browser is idle (decision 0247), each part on its own. */}
      <HydrateLater>
        <Section id={SECTION_IDS.info} title={car ? t('tabs.info') : t('specialInfo')}>
          {item ? <SpecTable rows={specRows(item, language)} /> : <Placeholder variant="rectangular" height={320} />}
        </Section>
      </HydrateLater>
      {car && (
        <>
          <HydrateLater>
            <Section id={SECTION_IDS.options} title={t('tabs.options')}>
              {renderOptions?.(detail)}
            </Section>
          </HydrateLater>
          <HydrateLater>
            <Section id={SECTION_IDS.status} title={t('tabs.status')}>
              {renderStatus?.(detail)}
            </Section>
          </HydrateLater>
        </>
      )}
      <HydrateLater>
        <Section id={SECTION_IDS.condition} title={t('tabs.condition')}>
          <ConditionSection item={item} />
        </Section>
      </HydrateLater>
      <Section id={SECTION_IDS.warning} title={t('warningTitle')}>
        <p className="plain-text plain-text--secondary">{t('buyerWarning')}</p>
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
    </article>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="detail-page__section">
      <h2 id={`${id}-title`} className="plain-text plain-text--h5 detail-page__section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
