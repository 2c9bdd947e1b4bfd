import type { ReactNode } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router';
import { isNumericParam, ROUTES } from '@market/domain';
import { lazyNamed, lazyWithMui } from '../../lib/lazy.ts';

const ActivityPage = lazyNamed(() => import('./activity-page.tsx'), 'ActivityPage');
const BankAccountsPage = lazyNamed(() => import('./bank-accounts-page.tsx'), 'BankAccountsPage');
// The console's layout holds the MUI scope of every section below it (decision 0198).
const AdminLayout = lazyWithMui(() => import('./admin-layout.tsx'), 'AdminLayout');
const ConditionsPage = lazyNamed(() => import('./conditions-page.tsx'), 'ConditionsPage');
const ConditionCheckPage = lazyNamed(() => import('./conditions-page.tsx'), 'ConditionCheckPage');
const CurrencyRatesPage = lazyNamed(() => import('./currency-rates-page.tsx'), 'CurrencyRatesPage');
const ContactsPage = lazyNamed(() => import('./contacts-page.tsx'), 'ContactsPage');
const ExportControlsPage = lazyNamed(() => import('./export-controls-page.tsx'), 'ExportControlsPage');
const ImportRulesPage = lazyNamed(() => import('./import-rules-page.tsx'), 'ImportRulesPage');
const InquiryDetailPanel = lazyNamed(() => import('./inquiry-detail.tsx'), 'InquiryDetailPanel');
const InquiryQueue = lazyNamed(() => import('./inquiry-queue.tsx'), 'InquiryQueue');
const LandedCostPage = lazyNamed(() => import('./landed-cost-page.tsx'), 'LandedCostPage');
const ItemsPage = lazyNamed(() => import('./items-page.tsx'), 'ItemsPage');
const RequestsPage = lazyNamed(() => import('./requests-page.tsx'), 'RequestsPage');
const SellersPage = lazyNamed(() => import('./sellers-page.tsx'), 'SellersPage');
const TransitTimesPage = lazyNamed(() => import('./transit-times-page.tsx'), 'TransitTimesPage');

/** The route's `name` parameter is a number, or the page is not found. */
function NumericParam({ name, children, fallback }: { name: string; children: ReactNode; fallback: ReactNode }) {
  return isNumericParam(useParams()[name]) ? children : fallback;
}

/** The staff console under /admin, for the app's router: the layout checks the role, each section is a route. */
export function adminRoute(notFound: ReactNode): RouteObject {
  return {
    path: ROUTES.admin,
    element: <AdminLayout />,
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
