import { customsAssessmentSchema, type CustomsAssessment } from '@market/domain';
import { fixture } from './api-fixture.ts';

/** The customs assessment of IQ`ilNo` to Kenya, arrived, nothing sent or recorded yet, with `overrides`. */
export const customsAssessment = (ilNo: number, overrides: Partial<CustomsAssessment> = {}): CustomsAssessment =>
  fixture(customsAssessmentSchema, {
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
