import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomsAssessment, LandedCostError, LandedCostRate, LandedCostRateBody } from '@market/domain';
import { http } from '../../lib/http.ts';

const RATES = ['staff', 'landed-cost-rates'];
const ERRORS = ['staff', 'landed-cost-errors'];
const send = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });

export function useLandedCostRates() {
  return useQuery({ queryKey: RATES, queryFn: () => http<LandedCostRate[]>('/staff/landed-cost-rates') });
}

export function useLandedCostErrors() {
  return useQuery({ queryKey: ERRORS, queryFn: () => http<LandedCostError[]>('/staff/landed-cost-errors') });
}

export function useLandedCostRateActions() {
  const client = useQueryClient();
  // A sheet changes the estimates the pages show: both are asked again.
  const done = async () => {
    await client.invalidateQueries({ queryKey: RATES });
    await client.invalidateQueries({ queryKey: ['landed-cost'] });
  };
  return {
    save: useMutation({
      mutationFn: ({ rateNo, body }: { rateNo?: number; body: LandedCostRateBody }) =>
        http<LandedCostRate>(
          rateNo ? `/staff/landed-cost-rates/${rateNo}` : '/staff/landed-cost-rates',
          send(rateNo ? 'PUT' : 'POST', body),
        ),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (rateNo: number) => http(`/staff/landed-cost-rates/${rateNo}`, { method: 'DELETE' }),
      onSuccess: done,
    }),
  };
}

const assessmentKey = (ilNo: number) => ['staff', 'customs-assessment', ilNo];

export function useStaffAssessment(ilNo: number) {
  return useQuery({
    queryKey: assessmentKey(ilNo),
    queryFn: () => http<CustomsAssessment>(`/staff/customs-assessments/${ilNo}`),
  });
}

export function useRecordAssessment(ilNo: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (actualAmount: number) =>
      http<CustomsAssessment>(`/staff/customs-assessments/${ilNo}`, send('PUT', { actualAmount })),
    onSuccess: async (assessment) => {
      client.setQueryData(assessmentKey(ilNo), assessment);
      await client.invalidateQueries({ queryKey: ERRORS });
    },
  });
}

export const staffAssessmentFileUrl = (ilNo: number) => `/api/staff/customs-assessments/${ilNo}/file`;
