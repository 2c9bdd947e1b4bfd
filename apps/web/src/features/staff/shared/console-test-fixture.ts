import { vi } from 'vitest';
import {
  currentUserSchema,
  staffInquiryDetailSchema,
  staffItemSchema,
  staffSellerSchema,
  type StaffInquiryDetail,
  type StaffItem,
  type StaffSeller,
} from '@market/domain';
import { apiAnswer, apiError, fixture } from '../../../testing/api-fixture.ts';
import { names } from '../../../testing/detail-response.ts';
import { testUser } from '../../../testing/users.ts';

/** The staff member of the console's component tests. */
const staffUser = testUser({
  userNo: 9,
  userId: 'demo-staff',
  countryCode: 'KR',
  name: 'Demo Staff',
  staff: true,
});

export interface ApiCall {
  url: string;
  method: string;
  body: unknown;
}

/**
 * Stubs fetch for a logged-in staff member: `/api/user/me` answers `staffUser`, `answer` every other call (undefined:
 * 404). Answers the list of calls made, in order. Undo with `vi.unstubAllGlobals()`.
 */
export function stubStaffApi(answer: (call: ApiCall) => Response | undefined): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        url,
        method: init.method ?? 'GET',
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      if (url === '/api/user/me') return apiAnswer(currentUserSchema, staffUser);
      return answer(call) ?? apiError('ROUTE_NOT_FOUND');
    }),
  );
  return calls;
}

/** A page of a staff list (answer it with `apiAnswer(<the list's schema>, paged(rows))`). */
export const paged = <T>(list: T[]) => ({ list, total: list.length, page: 1, size: 20 });

/** IQ12 of demo-buyer to Iquique, Chile: one car of Demo Trading (demo-dealer), in `state`. */
export function staffInquiry(state: number, overrides: Partial<StaffInquiryDetail> = {}): StaffInquiryDetail {
  return fixture(staffInquiryDetailSchema, {
    ilNo: 12,
    state,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    countryCode: 'CL',
    ...names('countryName', 'Chile'),
    ...names('portName', 'Iquique'),
    items: [
      {
        itemNo: 41,
        category: 1,
        year: 2019,
        maker: '현대',
        engMaker: 'Hyundai',
        model: '쏘나타',
        engModel: 'Sonata',
        detailModel: null,
        engDetailModel: null,
        chassisNo: 'KMHE341CBKA123456',
        thumbnail: null,
        smvpNo: 0,
        vessel: null,
        ...names('vesselName', ''),
        terms: null,
        sellPrice: 9800,
        itemPrice: 9800,
        freightFee: null,
        totalPrice: null,
        askFlag: true,
        importNotAllowed: false,
        seller: { userNo: 4, userId: 'demo-dealer', name: 'Dealer Kim', companyName: 'Demo Trading' },
      },
    ],
    invoice: null,
    answer: null,
    managerName: 'Demo Staff',
    receipts: [],
    userName: 'Maria Gonzalez',
    userPhone: '+56 9 1234 5678',
    userEmail: 'maria@example.com',
    userConsigneeName: 'Gonzalez Importadora SpA',
    userConsigneeAddress: 'Av. Arturo Prat 123, Iquique',
    userDocumentAddress: 'Av. Arturo Prat 123, Iquique',
    contents: 'Next sailing, please.',
    history: [],
    ...overrides,
  });
}

/** A seller as the staff console lists them: a pending company with no listings, changed by `overrides`. */
export function seller(overrides: Partial<StaffSeller>): StaffSeller {
  return fixture(staffSellerSchema, {
    userNo: 6,
    userId: 'demo-pending',
    userFlag: 1,
    name: 'Pending Park',
    email: 'demo-pending@example.com',
    phone: '+82 10 1234 5678',
    companyName: 'Pending Cars',
    businessNumber: '123-45-67890',
    companyAddress: 'Seoul',
    countryCode: 'KR',
    admission: false,
    partners: false,
    secret: false,
    status: 'pending',
    refuseReason: null,
    renewedAt: null,
    hasDocument: false,
    itemCount: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });
}

/** A 2019 Hyundai Sonata of Demo Trading (demo-dealer) at version 2, with its flag. */
export const staffItem = (itemNo: number, flag: number): StaffItem =>
  fixture(staffItemSchema, {
    itemNo,
    category: 1,
    flag,
    version: 2,
    chassisNo: `KMHE341CBKA12345${itemNo % 10}`,
    year: 2019,
    engMaker: 'Hyundai',
    engModel: 'Sonata',
    sellPrice: 9800,
    secret: false,
    partners: false,
    thumbnail: null,
    sellerNo: 4,
    sellerId: 'demo-dealer',
    companyName: 'Demo Trading',
    updateDate: '2026-11-20T10:00:00.000Z',
  });
