import type { ReactNode } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router';
import { isNumericParam, ROUTES } from '@market/domain';
import { ActivityPage } from './activity-page.tsx';
import { AdminLayout } from './admin-layout.tsx';
import { ContactsPage } from './contacts-page.tsx';
import { InquiryDetailPanel } from './inquiry-detail.tsx';
import { InquiryQueue } from './inquiry-queue.tsx';
import { ItemsPage } from './items-page.tsx';
import { SellersPage } from './sellers-page.tsx';

function NumericIlNo({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return isNumericParam(useParams().ilNo) ? children : fallback;
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
          <NumericIlNo fallback={notFound}>
            <InquiryDetailPanel />
          </NumericIlNo>
        ),
      },
      { path: ROUTES.adminSellers, element: <SellersPage /> },
      { path: ROUTES.adminItems, element: <ItemsPage /> },
      { path: ROUTES.adminContacts, element: <ContactsPage /> },
      { path: ROUTES.adminActivity, element: <ActivityPage /> },
    ],
  };
}
