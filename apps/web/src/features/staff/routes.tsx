import type { ReactNode } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router';
import { isNumericParam, ROUTES } from '@market/domain';
import { lazyNamed, lazyWithMui } from '../../lib/lazy.ts';

const ActivityPage = lazyNamed(() => import('./activity/activity-page.tsx'), 'ActivityPage');
const BankAccountsPage = lazyNamed(() => import('./bank-accounts/bank-accounts-page.tsx'), 'BankAccountsPage');
// The console's layout holds the MUI scope of every section below it (decision 0198).
const StaffLayout = lazyWithMui(() => import('./layout.tsx'), 'StaffLayout');
const ConditionsPage = lazyNamed(() => import('./condition/conditions-page.tsx'), 'ConditionsPage');
const ConditionCheckPage = lazyNamed(() => import('./condition/conditions-page.tsx'), 'ConditionCheckPage');
const CurrencyRatesPage = lazyNamed(() => import('./currency-rates/currency-rates-page.tsx'), 'CurrencyRatesPage');
const ContactsPage = lazyNamed(() => import('./contacts/contacts-page.tsx'), 'ContactsPage');
const ExportControlsPage = lazyNamed(() => import('./export-controls/export-controls-page.tsx'), 'ExportControlsPage');
const ImportRulesPage = lazyNamed(() => import('./import-rules/import-rules-page.tsx'), 'ImportRulesPage');
const InquiryDetailPanel = lazyNamed(() => import('./inquiries/inquiry-detail.tsx'), 'InquiryDetailPanel');
const InquiryQueue = lazyNamed(() => import('./inquiries/inquiry-queue.tsx'), 'InquiryQueue');
const LandedCostPage = lazyNamed(() => import('./landed-cost/landed-cost-page.tsx'), 'LandedCostPage');
const ItemsPage = lazyNamed(() => import('./items/items-page.tsx'), 'ItemsPage');
const RequestsPage = lazyNamed(() => import('./requests/requests-page.tsx'), 'RequestsPage');
const SellersPage = lazyNamed(() => import('./sellers/sellers-page.tsx'), 'SellersPage');
const TransitTimesPage = lazyNamed(() => import('./transit-times/transit-times-page.tsx'), 'TransitTimesPage');

/** The route's `name` parameter is a number, or the page is not found. */
function NumericParam({ name, children, fallback }: { name: string; children: ReactNode; fallback: ReactNode }) {
  return isNumericParam(useParams()[name]) ? children : fallback;
}

/** The staff console under /admin, for the app's router: the layout checks the role, each section is a route. */
export function staffConsoleRoute(notFound: ReactNode): RouteObject {
  return {
    path: ROUTES.admin,
    element: <StaffLayout />,
    children: [
      { index: true, element: <Navigate replace to={ROUTES.adminInquiries} /> },
      { path: ROUTES.adminInquiries, element: <InquiryQueue /> },
      {
        path: ROUTES.adminInquiry,
        element: (
          <NumericParam name="ilNo" fallback={notFound}>
            <InquiryDetailPanel />
          </NumericParam>
        ),
      },
      { path: ROUTES.adminRequests, element: <RequestsPage /> },
      { path: ROUTES.adminSellers, element: <SellersPage /> },
      { path: ROUTES.adminItems, element: <ItemsPage /> },
      { path: ROUTES.adminContacts, element: <ContactsPage /> },
      { path: ROUTES.adminImportRules, element: <ImportRulesPage /> },
      { path: ROUTES.adminLandedCost, element: <LandedCostPage /> },
      { path: ROUTES.adminExportControls, element: <ExportControlsPage /> },
      { path: ROUTES.adminTransitTimes, element: <TransitTimesPage /> },
      { path: ROUTES.adminConditions, element: <ConditionsPage /> },
      {
        path: ROUTES.adminCondition,
        element: (
          <NumericParam name="itemNo" fallback={notFound}>
            <ConditionCheckPage />
          </NumericParam>
        ),
      },
      { path: ROUTES.adminBankAccounts, element: <BankAccountsPage /> },
      { path: ROUTES.adminCurrencyRates, element: <CurrencyRatesPage /> },
      { path: ROUTES.adminActivity, element: <ActivityPage /> },
    ],
  };
}
