import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router';
import { isNumericParam, ROUTES, routePath } from '@market/domain';
import { FindIdPage } from '../features/account/find-id-page.tsx';
import { FindPasswordPage } from '../features/account/find-password-page.tsx';
import { LoginPage } from '../features/account/login-page.tsx';
import { PasswordChangePage } from '../features/account/password-change-page.tsx';
import { RegisterPage } from '../features/account/register-page.tsx';
import { CarpayListPage } from '../features/carpay/carpay-list-page.tsx';
import { adminRoute } from '../features/admin/admin-routes.tsx';
import { CustomRequestPage } from '../features/custom-request/custom-request-page.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { ItemManagementPage } from '../features/management/item-management-page.tsx';
import { InquiryDetailPage } from '../features/my-inquiries/inquiry-detail-page.tsx';
import { InquiryListPage } from '../features/my-inquiries/inquiry-list-page.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { CarListPage } from '../features/search/car-list-page.tsx';
import { ItemListPage } from '../features/search/item-list-page.tsx';
import { BuyerOnly } from './buyer-only.tsx';
import { CarDetailRoute } from './car-detail-route.tsx';
import { ItemUploadScreen } from './item-upload-screen.tsx';
import { Layout } from './layout.tsx';
import { MyPage } from './my-page.tsx';

/** A route whose parameter must be numeric: anything else is no route at all (the spec's itemNo rule). */
function NumericParam({ name, children }: { name: string; children: ReactNode }) {
  const params = useParams();
  return isNumericParam(params[name]) ? children : <NotFoundPage />;
}

function RecentlyViewedRedirect() {
  const { itemNo = '' } = useParams();
  return <Navigate replace to={routePath('carDetail', { itemNo })} />;
}

export const routes: RouteObject[] = [
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
      adminRoute(<NotFoundPage />),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
