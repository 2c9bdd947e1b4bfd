// Every query key of the web app, from one place: a feature and the server render (entry-server.tsx renders the
// same hooks) ask for the same data under the same key, and an invalidation names what it means (decision 0170).

export const queryKeys = {
  currentUser: ['user', 'me'] as const,
  detail: (itemNo: string) => ['detail', itemNo] as const,
  search: (query: string) => ['search', query] as const,
  /** Every listing of the seller's management page; invalidated after any change to one. */
  items: ['items'] as const,
  myItems: (query: string) => ['items', 'my-items', query] as const,
  carpay: ['carpay'] as const,
  myRequests: ['custom-requests'] as const,
  verify: (code: string) => ['verify', code] as const,
  lookup: (path: string | undefined) => ['lookup', path] as const,
  importVerdict: (itemNo: number, countryCode: string | null) => ['import-verdict', itemNo, countryCode] as const,
  landedCost: (itemNo: number, countryCode: string | null, smvpNo: number) =>
    ['landed-cost', itemNo, countryCode, smvpNo] as const,
};
