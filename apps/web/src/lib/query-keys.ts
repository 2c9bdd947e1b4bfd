// Every query key of the web app, from one place: a feature and the server render (entry-server.tsx renders the
// same hooks) ask for the same data under the same key, and an invalidation names what it means (decision 0170).

/** A staff list's filters as the address holds them, with its page and size. */
export type StaffListParams = Record<string, string | number | undefined>;

export const queryKeys = {
  currentUser: ['user', 'me'] as const,
  /** The exchange rates of indicative prices (issue 32), the same for everyone. */
  currencyRates: ['currency-rates'] as const,
  staffCurrencyRates: ['staff', 'currency-rates'] as const,
  /** The buyer's price offers (all, or of one listing); invalidated after each step. */
  myOffers: ['offers'] as const,
  myOffersOf: (itemNo: number) => ['offers', itemNo] as const,
  sellerOffers: ['seller-offers'] as const,
  offerFloor: (itemNo: number) => ['seller-offers', 'floor', itemNo] as const,
  /** The detail answers of the listings compared. */
  compare: (itemNos: string) => ['compare', itemNos] as const,
  userInfo: ['user', 'info'] as const,
  admission: ['user', 'admission'] as const,
  /** Every listing's detail answer (a member's recently viewed list is put in each, app/personal-data.ts). */
  details: ['detail'] as const,
  detail: (itemNo: string) => ['detail', itemNo] as const,
  search: (query: string) => ['search', query] as const,
  /** A listing's condition record (issue 31): the detail page, the seller's form and the console read it. */
  condition: (itemNo: number) => ['condition', itemNo] as const,
  /** Every listing of the seller's management page; invalidated after any change to one. */
  items: ['items'] as const,
  myItems: (query: string) => ['items', 'my-items', query] as const,
  /** One of the seller's own listings, as the item form edits it. */
  myItem: (itemNo: number | undefined) => ['items', 'my-item', itemNo] as const,
  chassisCheck: (chassisNo: string) => ['item-form', 'chassisno', chassisNo] as const,
  carpay: ['carpay'] as const,
  myRequests: ['custom-requests'] as const,
  customMakers: ['custom', 'makers'] as const,
  customModels: (makerName: string) => ['custom', 'models', makerName] as const,
  customDetailModels: (makerName: string, modelName: string) =>
    ['custom', 'detail-models', makerName, modelName] as const,
  verify: (code: string) => ['verify', code] as const,
  inquiryCountries: ['inquiry', 'countries'] as const,
  inquiryPorts: (countryNo: number | null) => ['inquiry', 'ports', countryNo] as const,
  vessels: (portNo: number | null, itemNo: number) => ['inquiry', 'vessels', portNo, itemNo] as const,
  defaultConsignee: ['inquiry', 'default-consignee'] as const,
  inquiryAccount: ['inquiry', 'account'] as const,
  inquiryConsignees: ['inquiry', 'consignees'] as const,
  purchaseDetail: (itemNo: number) => ['inquiry', 'purchase-detail', itemNo] as const,
  /** The user's saved consignees (the account's consignee manager). */
  userConsignees: ['user', 'consignee'] as const,
  /** Everything of the staff pages; invalidated after a staff change that several of them show. */
  staff: ['staff'] as const,
  /** Condition records waiting for verification, and (with an itemNo after it) one of them. */
  staffConditions: ['staff', 'conditions'] as const,
  staffQueue: (params: StaffListParams) => ['staff', 'inquiries', params] as const,
  /** One inquiry of the console; a step's answer replaces it, the other staff lists are asked again. */
  staffInquiry: (ilNo: number) => ['staff', 'inquiry', ilNo] as const,
  staffSellers: (params: StaffListParams) => ['staff', 'sellers', params] as const,
  staffItems: (params: StaffListParams) => ['staff', 'items', params] as const,
  staffContacts: ['staff', 'contacts'] as const,
  staffActivity: (params: StaffListParams) => ['staff', 'activity', params] as const,
  staffRequests: (params: StaffListParams) => ['staff', 'requests', params] as const,
  staffImportRules: ['staff', 'import-rules'] as const,
  staffExportControls: ['staff', 'export-controls'] as const,
  staffExportRefusals: ['staff', 'export-refusals'] as const,
  staffTransitTimes: ['staff', 'transit-times'] as const,
  staffBankAccounts: ['staff', 'bank-accounts'] as const,
  staffLandedCostRates: ['staff', 'landed-cost-rates'] as const,
  staffLandedCostErrors: ['staff', 'landed-cost-errors'] as const,
  staffShipment: (ilNo: number) => ['staff', 'shipment', ilNo] as const,
  staffCustomsAssessment: (ilNo: number) => ['staff', 'customs-assessment', ilNo] as const,
  /** Everything of the buyer's inquiries; invalidated after a status change or an upload. */
  myInquiries: ['my-inquiries'] as const,
  myInquiryList: (search: string, hidden: boolean) => ['my-inquiries', 'list', search, hidden] as const,
  myInquiry: (ilNo: number) => ['my-inquiries', 'detail', ilNo] as const,
  myShipment: (ilNo: number) => ['my-inquiries', 'shipment', ilNo] as const,
  myShipmentPlaces: ['my-inquiries', 'shipment-places'] as const,
  myLoadingSet: (ilNo: number) => ['my-inquiries', 'loading-set', ilNo] as const,
  myArrival: (ilNo: number) => ['my-inquiries', 'arrival', ilNo] as const,
  myRating: (ilNo: number) => ['my-inquiries', 'rating', ilNo] as const,
  staffLoadingSet: (ilNo: number) => ['staff', 'loading-set', ilNo] as const,
  staffArrival: (ilNo: number) => ['staff', 'arrival', ilNo] as const,
  sellerRatings: (itemNo: number) => ['seller-ratings', itemNo] as const,
  myCustomsAssessment: (ilNo: number) => ['my-inquiries', 'customs-assessment', ilNo] as const,
  lookup: (path: string | undefined) => ['lookup', path] as const,
  /** Every import verdict; invalidated when staff change an import rule. */
  importVerdicts: ['import-verdict'] as const,
  importVerdict: (itemNo: number, countryCode: string | null) => ['import-verdict', itemNo, countryCode] as const,
  /** Every export-control verdict; invalidated when staff change a control. */
  exportVerdicts: ['export-verdict'] as const,
  exportVerdict: (itemNo: number, countryCode: string | null) => ['export-verdict', itemNo, countryCode] as const,
  /** Every landed-cost estimate; invalidated when staff change a rate sheet. */
  landedCosts: ['landed-cost'] as const,
  landedCost: (itemNo: number, countryCode: string | null, smvpNo: number) =>
    ['landed-cost', itemNo, countryCode, smvpNo] as const,
  /** The account's favourites: every heart and My Page's list (issue 32). */
  favourites: ['favourites'] as const,
  savedSearches: ['saved-searches'] as const,
  alertSettings: ['alert-settings'] as const,
};
