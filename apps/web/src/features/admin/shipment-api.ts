import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EtaChangeBody, ShipmentDocumentKind, ShipmentStepBody } from '@market/domain';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useStaffShipment(ilNo: number) {
  return useQuery({
    queryKey: queryKeys.staffShipment(ilNo),
    queryFn: () => api.get('/staff/shipments/{ilNo}', { path: { ilNo } }),
  });
}

/** A shipment change: the next step, a new ETA, or a document; the answer is the shipment as it now is. */
export type ShipmentChange =
  | { kind: 'step'; body: ShipmentStepBody }
  | { kind: 'eta'; body: EtaChangeBody }
  | { kind: 'document'; documentKind: ShipmentDocumentKind; file: File };

export function useShipmentChange(ilNo: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ShipmentChange) => {
      if (change.kind === 'step')
        return api.post('/staff/shipments/{ilNo}/step', { path: { ilNo }, body: change.body });
      if (change.kind === 'eta') return api.post('/staff/shipments/{ilNo}/eta', { path: { ilNo }, body: change.body });
      const form = new FormData();
      form.append('kind', change.documentKind);
      form.append('file', change.file, change.file.name);
      return api.post('/staff/shipments/{ilNo}/documents', { path: { ilNo }, body: form });
    },
    onSuccess: async (shipment) => {
      client.setQueryData(queryKeys.staffShipment(ilNo), shipment);
      // Arrival opens the customs assessment.
      await client.invalidateQueries({ queryKey: queryKeys.staffCustomsAssessment(ilNo) });
    },
  });
}
