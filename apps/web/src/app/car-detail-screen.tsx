import { CompareToggle } from '../components/ui/compare-toggle.tsx';
import { CarDetailPage, type CarDetailPageProps } from '../features/detail/car-detail-page.tsx';
import { OfferPanel } from '../features/offers/offer-panel.tsx';
import { OptionsPanel } from '../features/options-status/options-panel.tsx';
import { StatusPanel } from '../features/options-status/status-panel.tsx';
import { RightPanel } from '../features/right-panel/right-panel.tsx';

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
          <OfferPanel item={detail.item} />
        </div>
      )}
    />
  );
}
