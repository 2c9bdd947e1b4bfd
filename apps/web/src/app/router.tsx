import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, useParams, type NonIndexRouteObject, type RouteObject } from 'react-router';
import { isNumericParam, ROUTES, routePath } from '@market/domain';
import { staffConsoleRoute } from '../features/staff/routes.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { lazyNamed, lazyWithMui } from '../lib/lazy.ts';
import { BuyerOnly } from './buyer-only.tsx';
import { Layout } from './layout.tsx';
import { RouteError } from './route-error.tsx';

// Screens load on first visit; the shell comes with the first download (the home page too loads as a screen, so the
// other pages do not carry its search box and rows: decision 0171). Screens that draw MUI load its theme engine with
// them (decision 0198).
const FindIdPage = lazyWithMui(() => import('../features/account/find-id-page.tsx'), 'FindIdPage');
const FindPasswordPage = lazyWithMui(() => import('../features/account/find-password-page.tsx'), 'FindPasswordPage');
const LoginPage = lazyWithMui(() => import('../features/account/login-page.tsx'), 'LoginPage');
const PasswordChangePage = lazyWithMui(
  () => import('../features/account/password-change-page.tsx'),
  'PasswordChangePage',
);
const RegisterPage = lazyWithMui(() => import('../features/account/register-page.tsx'), 'RegisterPage');
const CarpayListPage = lazyWithMui(() => import('../features/carpay/carpay-list-page.tsx'), 'CarpayListPage');
const CustomRequestPage = lazyWithMui(
  () => import('../features/custom-request/custom-request-page.tsx'),
  'CustomRequestPage',
);
const ItemManagementPage = lazyWithMui(
  () => import('../features/management/item-management-page.tsx'),
  'ItemManagementPage',
);
const InquiryDetailPage = lazyWithMui(
  () => import('../features/my-inquiries/inquiry-detail-page.tsx'),
  'InquiryDetailPage',
);
const PurchasePage = lazyWithMui(() => import('../features/inquiry/purchase-page.tsx'), 'PurchasePage');
const InquiryListPage = lazyWithMui(() => import('../features/my-inquiries/inquiry-list-page.tsx'), 'InquiryListPage');
// The home and list pages draw no MUI either (decisions 0231, 0246).
const HomePage = lazyNamed(() => import('../features/home/home-page.tsx'), 'HomePage');
const CarListPage = lazyNamed(() => import('../features/search/list-pages.tsx'), 'CarListPage');
const ItemListPage = lazyNamed(() => import('../features/search/list-pages.tsx'), 'ItemListPage');
// The detail page draws no MUI in its first view (decision 0197): its dialogs bring their own scope.
const CarDetailRoute = lazyNamed(() => import('./car-detail-route.tsx'), 'CarDetailRoute');
const ItemUploadScreen = lazyWithMui(() => import('./item-upload-screen.tsx'), 'ItemUploadScreen');
const MyPage = lazyWithMui(() => import('./my-page.tsx'), 'MyPage');
const SellerOffersPage = lazyWithMui(() => import('../features/offers/seller-offers-page.tsx'), 'SellerOffersPage');
const ComparePage = lazyNamed(() => import('../features/compare/compare-page.tsx'), 'ComparePage');
const VerifyPage = lazyWithMui(() => import('../features/verify/verify-page.tsx'), 'VerifyPage');

/** A route whose parameter must be numeric: anything else is no route at all (the spec's itemNo rule). */
function NumericParam({ name, children }: { name: string; children: ReactNode }) {
  const params = useParams();
  return isNumericParam(params[name]) ? children : <NotFoundPage />;
}

function RecentlyViewedRedirect() {
  const { itemNo = '' } = useParams();
  return <Navigate replace to={routePath('carDetail', { itemNo })} />;
}

const shell: [NonIndexRouteObject] = [
  {
    element: <Layout />,
    children: [
      { path: ROUTES.home, element: <HomePage /> },
      { path: ROUTES.login, element: <LoginPage /> },
      { path: ROUTES.register, element: <RegisterPage /> },
      { path: ROUTES.findId, element: <FindIdPage /> },
      { path: ROUTES.findPassword, element: <FindPasswordPage /> },
      { path: ROUTES.passwordChange, element: <PasswordChangePage /> },
      { path: ROUTES.myPage, element: <MyPage /> },
      {
        path: ROUTES.carDetail,
        element: (
          <NumericParam name="itemNo">
            <CarDetailRoute />
          </NumericParam>
        ),
      },
      {
        path: ROUTES.refDetail,
        element: (
          <NumericParam name="itemNo">
            <RecentlyViewedRedirect />
          </NumericParam>
        ),
      },
      { path: ROUTES.carList, element: <CarListPage /> },
      { path: ROUTES.itemList, element: <ItemListPage /> },
      { path: ROUTES.itemUpload, element: <ItemUploadScreen /> },
      { path: ROUTES.itemManagement, element: <ItemManagementPage /> },
      { path: ROUTES.sellerOffers, element: <SellerOffersPage /> },
      { path: ROUTES.compare, element: <ComparePage /> },
      {
        path: ROUTES.inquiryList,
        element: (
          <BuyerOnly>
            <InquiryListPage />
          </BuyerOnly>
        ),
      },
      {
        path: ROUTES.inquiryDetail,
        element: (
          <NumericParam name="ilNo">
            <BuyerOnly>
              <InquiryDetailPage />
            </BuyerOnly>
          </NumericParam>
        ),
      },
      {
        path: ROUTES.inquiryPurchase,
        element: (
          <BuyerOnly>
            <PurchasePage />
          </BuyerOnly>
        ),
      },
      {
        path: ROUTES.carpayList,
        element: (
          <BuyerOnly>
            <CarpayListPage />
          </BuyerOnly>
        ),
      },
      {
        path: ROUTES.customRequest,
        element: (
          <BuyerOnly>
            <CustomRequestPage />
          </BuyerOnly>
        ),
      },
      { path: ROUTES.verifyInvoice, element: <VerifyPage /> },
      staffConsoleRoute(<NotFoundPage />),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The screens' failures (a render error, a chunk gone after a release) show inside the shell; the shell's own, alone.
 */
function withErrorScreens([layout]: [NonIndexRouteObject]): RouteObject[] {
  return [
    {
      ...layout,
      errorElement: <RouteError />,
      children: [{ errorElement: <RouteError />, children: layout.children }],
    },
  ];
}

export const routes = withErrorScreens(shell);

export function createRouter() {
  return createBrowserRouter(routes);
}
