import type { BuyerNotices } from './buyer-notices.ts';
import type { SellerNotices } from './seller-notices.ts';

/** Who is told of an inquiry's changes: the buyer of its steps, the sellers of a new inquiry and of a sale. */
export interface InquiryNotices {
  buyer: BuyerNotices;
  seller: SellerNotices;
}
