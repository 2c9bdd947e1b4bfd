import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EtaChangeBody, Shipment, ShipmentDocumentKind, ShipmentStepBody } from '@market/domain';
import { http } from '../../lib/http.ts';

const key = (ilNo: number) => ['staff', 'shipment', ilNo];
const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

export function useStaffShipment(ilNo: number) {
  return useQuery({ queryKey: key(ilNo), queryFn: () => http<Shipment>(`/staff/shipments/${ilNo}`) });
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
      if (change.kind !== 'document')
        return http<Shipment>(`/staff/shipments/${ilNo}/${change.kind}`, post(change.body));
      const form = new FormData();
      form.append('kind', change.documentKind);
      form.append('file', change.file, change.file.name);
      return http<Shipment>(`/staff/shipments/${ilNo}/documents`, { method: 'POST', body: form });
    },
    onSuccess: async (shipment) => {
      client.setQueryData(key(ilNo), shipment);
      // Arrival opens the customs assessment.
      await client.invalidateQueries({ queryKey: ['staff', 'customs-assessment', ilNo] });
    },
  });
}
