import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { vi } from 'vitest';
import { z } from 'zod';
import { consigneeSchema, defaultConsigneeSchema, userDetailSchema, type LanguageCode } from '@market/domain';
import type { ApiAnswer } from '../../lib/api-client.ts';
import { apiAnswer, apiError, fixture, routeAnswer } from '../../testing/api-fixture.ts';
import { detailResponse, names } from '../../testing/detail-response.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { testUser } from '../../testing/users.ts';
import { InquiryDialog } from './inquiry-dialog.tsx';
import { useInquiryFlow } from './inquiry-flow.ts';

/**
 * A 2019 Hyundai for a buyer in Chile, with Chile's port Iquique known; flag 1 is not for sale; with a Super Sale
 * price, the listing is on Super Sale at that price.
 */
export const detail = (itemNo: number, model: string, sellPrice: number, flag = 0, superSalePrice?: number) =>
  detailResponse({
    item: {
      itemNo,
      flag,
      sellPrice,
      partners: superSalePrice !== undefined,
      discountPrice: superSalePrice ?? null,
      ...names('model', model),
      ...names('detailModel', ''),
    },
    itemPicture: [{ pictureIndex: 1, pictureMiniName: `car/${itemNo}/mini.jpg`, pictureWatermarkName: 'w.jpg' }],
    countryCode: 'CL',
    countryList: [
      { countryNo: 1, countryCode: 'CL', ...names('countryName', 'Chile') },
      { countryNo: 2, countryCode: 'PE', ...names('countryName', 'Peru') },
    ],
    portList: [{ portNo: 10, countryNo: 1, ...names('portName', 'Iquique') }],
  });

/** A RoRo vessel offer with CFR terms; count is the room left (0 is left out of the choices). */
export const offer = (
  smvpNo: number,
  totalPrice: number,
  count: number,
): ApiAnswer<'get', '/inquirys/vessel'>[number] => ({
  smvpNo,
  vessel: 'roro',
  terms: 'CFR',
  totalPrice,
  askFlag: false,
  count,
  ...names('vesselName', `RoRo ${smvpNo}`),
  ...names('termsName', 'CFR'),
});

export const savedConsignee = fixture(consigneeSchema, {
  uciNo: 3,
  flag: 1,
  userName: 'Maria Gonzalez',
  userPhone: '+56 9 1234 5678',
  userEmail: 'maria@example.com',
  userConsigneeName: 'Importadora Andes',
  userConsigneeAddress: 'Av. Prat 1200',
  userDocumentAddress: 'Av. Prat 1200',
  requirement: '',
});

/** The buyer's account (GET /api/user/info), which fills in a new consignee: a buyer's account has no address. */
const account = fixture(userDetailSchema, {
  ...testUser({ userNo: 3, userId: 'layla', name: 'Layla Haddad', countryCode: 'JO' }),
  phone: '+962 79 000 0000',
  email: 'layla@example.com',
  emailRecive: false,
  smsRecive: false,
  content: '',
  fax: '',
  businessNumber: null,
  companyAddress: null,
});

type Answer = (url: string, init?: RequestInit) => Response | undefined;

/**
 * Stubs fetch with the API of the inquiry forms: `answer` first, then Peru's port Callao, the buyer's account, the
 * user's consignees (the default one, or none) and a logged-out session; anything else is 404.
 */
export function fakeApi({ hasDefault, answer }: { hasDefault: boolean; answer: Answer }) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const answered = answer(url, init);
    if (answered) return answered;
    if (url.startsWith('/api/inquirys/port'))
      return routeAnswer('get', '/inquirys/port', [{ portNo: 20, countryNo: 2, ...names('portName', 'Callao') }]);
    if (url === '/api/user/info') return apiAnswer(userDetailSchema, account);
    if (url === '/api/user/consignee/default')
      return apiAnswer(defaultConsigneeSchema, hasDefault ? { count: 1, ...savedConsignee } : { count: 0 });
    if (url === '/api/inquirys/user-consignee')
      return apiAnswer(z.array(consigneeSchema), hasDefault ? [savedConsignee] : []);
    if (url === '/api/user/me') return apiError('UNAUTHORIZED');
    return apiError('ROUTE_NOT_FOUND');
  });
  vi.stubGlobal('fetch', fetch);
}

/** Every port has the same vessels. */
export const vessels = (url: string) =>
  url.startsWith('/api/inquirys/vessel')
    ? routeAnswer('get', '/inquirys/vessel', [offer(5, 900, 0), offer(6, 1200, 2), offer(7, 1500, 1)])
    : undefined;

function Harness({ superSalePrice }: { superSalePrice?: number }) {
  const flow = useInquiryFlow();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => flow.open(detail(7, 'Sonata', 10_000, 0, superSalePrice)), []);
  return <InquiryDialog flow={flow} />;
}

/** The inquiry dialog opened on item 7, a Sonata at $10,000 (in English unless `language` says otherwise). */
export async function renderDialog(superSalePrice?: number, language: LanguageCode = 1) {
  await renderRoutes([{ path: '/', element: <Harness superSalePrice={superSalePrice} /> }], undefined, language);
  return screen.findByRole('dialog');
}
