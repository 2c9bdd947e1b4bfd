import { Suspense } from 'react';
import { hasRole, type DetailItem } from '@market/domain';
import { CompareToggle } from '../components/ui/compare-toggle.tsx';
import { CarDetailPage, type CarDetailPageProps } from '../features/detail/car-detail-page.tsx';
import { OptionsPanel } from '../features/options-status/options-panel.tsx';
import { StatusPanel } from '../features/options-status/status-panel.tsx';
import { RightPanel } from '../features/right-panel/right-panel.tsx';
import { lazyNamed } from '../lib/lazy.ts';
import { useCurrentUser } from '../lib/session.ts';

/** Loaded for a logged-in buyer only: a visitor's page loads neither the offer form nor its rules (decision 0320). */
const OfferPanel = lazyNamed(() => import('../features/offers/offer-panel.tsx'), 'OfferPanel');

function BuyerOfferPanel({ item }: { item: DetailItem }) {
  const user = useCurrentUser();
  if (!user || !hasRole(user, 'buyer')) return null;
  return (
    <Suspense fallback={null}>
      <OfferPanel item={item} />
    </Suspense>
  );
}

/**
 * The car detail route: the detail page with the options and status panels and the floating right panel. The inquiry
 * dialog (issue 7) is wired here through onInquire.
 */
export function CarDetailScreen({
  onInquire,
  salesOpen,
  onSalesOpenChange,
}: Pick<CarDetailPageProps, 'onInquire' | 'salesOpen' | 'onSalesOpenChange'>) {
  return (
    <CarDetailPage
      onInquire={onInquire}
      salesOpen={salesOpen}
      onSalesOpenChange={onSalesOpenChange}
      renderOptions={(detail) => (
        <OptionsPanel
          mode="view"
          masked={detail?.item.masked}
          options={
            detail && {
              safe: detail.itemOptionSafe,
              outside: detail.itemOptionOutside,
              inside: detail.itemOptionInside,
            }
          }
        />
      )}
      renderStatus={(detail) => (
        <StatusPanel
          mode="view"
          masked={detail?.item.masked}
          status={detail && { under: detail.itemUnderStatus, working: detail.itemWorkingStatus }}
        />
      )}
      renderAside={(detail) => <RightPanel recentlyViewed={detail?.userViewList} />}
      renderBelowSummary={(detail) => (
        <div className="detail-page__below-summary">
          <CompareToggle itemNo={detail.item.itemNo} />
          <BuyerOfferPanel item={detail.item} />
        </div>
      )}
    />
  );
}
