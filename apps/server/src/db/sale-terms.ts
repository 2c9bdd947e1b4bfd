import { items } from './schema/index.ts';

/** What a buyer's request (an inquiry, a price offer) reads of its listing: who sells it, who may see it, its price. */
export const saleTermsColumns = {
  itemNo: items.itemNo,
  flag: items.flag,
  secret: items.secret,
  sellerNo: items.sellerNo,
  sellPrice: items.sellPrice,
  discountPrice: items.discountPrice,
  partners: items.partners,
};
