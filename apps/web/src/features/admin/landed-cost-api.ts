import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LandedCostRateBody } from '@market/domain';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const RATES = queryKeys.staffLandedCostRates;
const ERRORS = queryKeys.staffLandedCostErrors;

export function useLandedCostRates() {
  return useQuery({ queryKey: RATES, queryFn: () => api.get('/staff/landed-cost-rates') });
}

export function useLandedCostErrors() {
  return useQuery({ queryKey: ERRORS, queryFn: () => api.get('/staff/landed-cost-errors') });
}

export function useLandedCostRateActions() {
  const client = useQueryClient();
  // A sheet changes the estimates the pages show: both are asked again.
  const done = async () => {
    await client.invalidateQueries({ queryKey: RATES });
    await client.invalidateQueries({ queryKey: queryKeys.landedCosts });
  };
  return {
    save: useMutation({
      mutationFn: ({ rateNo, body }: { rateNo?: number; body: LandedCostRateBody }) =>
        rateNo
          ? api.put('/staff/landed-cost-rates/{rateNo}', { path: { rateNo }, body })
          : api.post('/staff/landed-cost-rates', { body }),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (rateNo: number) => api.delete('/staff/landed-cost-rates/{rateNo}', { path: { rateNo } }),
      onSuccess: done,
    }),
  };
}

const assessmentKey = queryKeys.staffCustomsAssessment;

export function useStaffAssessment(ilNo: number) {
  return useQuery({
    queryKey: assessmentKey(ilNo),
    queryFn: () => api.get('/staff/customs-assessments/{ilNo}', { path: { ilNo } }),
  });
}

export function useRecordAssessment(ilNo: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (actualAmount: number) =>
      api.put('/staff/customs-assessments/{ilNo}', { path: { ilNo }, body: { actualAmount } }),
    onSuccess: async (assessment) => {
      client.setQueryData(assessmentKey(ilNo), assessment);
      await client.invalidateQueries({ queryKey: ERRORS });
    },
  });
}

export const staffAssessmentFileUrl = (ilNo: number) => `/api/staff/customs-assessments/${ilNo}/file`;
