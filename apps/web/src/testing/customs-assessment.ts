import type { CustomsAssessment } from '@market/domain';

/** The customs assessment of IQ`ilNo` to Kenya, arrived, nothing sent or recorded yet, with `overrides`. */
export const customsAssessment = (ilNo: number, overrides: Partial<CustomsAssessment> = {}): CustomsAssessment => ({
  ilNo,
  countryCode: 'KE',
  arrived: true,
  fileName: null,
  uploadedAt: null,
  actualAmount: null,
  recordedAt: null,
  estimateLow: null,
  estimateHigh: null,
  errorPct: null,
  ...overrides,
});
