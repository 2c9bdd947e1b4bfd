import type { LoadingPort } from '@market/domain';
import { PORTS } from './ports.ts';
import type { VesselType } from './types.ts';

/**
 * Estimated days from today to the arrival at each seeded destination port (issue 28, docs/decisions/0211): trucking
 * to the Korean port and waiting for a sailing (about 10 days), then the voyage, by region, from Busan on a ro-ro
 * vessel; landlocked destinations include the onward rail or road leg. These are estimates from typical published
 * sailing times, not schedules: seeded as such, for staff to replace with their carriers' figures.
 */
const DAYS_BY_COUNTRY: Readonly<Record<string, number>> = {
  RU: 14,
  KG: 45,
  KZ: 40,
  UZ: 50,
  TJ: 55,
  MN: 30,
  GE: 50,
  AZ: 55,
  UA: 55,
  JO: 38,
  AE: 28,
  SA: 33,
  IQ: 38,
  LY: 48,
  EG: 40,
  YE: 33,
  LB: 43,
  CL: 45,
  PE: 42,
  BO: 55,
  DO: 45,
  GT: 40,
  HN: 45,
  SV: 40,
  NI: 45,
  CR: 45,
  PA: 38,
  EC: 42,
  GH: 48,
  NG: 50,
  BJ: 50,
  TG: 48,
  CI: 48,
  SN: 50,
  CM: 52,
  TZ: 38,
  KE: 36,
  MZ: 42,
  PH: 16,
  VN: 14,
  KH: 18,
  MM: 24,
  LK: 24,
  FJ: 28,
  PG: 28,
};
/** A container waits for stuffing and transshipment, a bulk vessel sails less often. */
const VESSEL_EXTRA_DAYS: Readonly<Record<VesselType, number>> = { roro: 0, container: 4, bulk: 7 };
/** From the west-coast ports the voyage south and west is about two days longer than from Busan. */
const LOADING_EXTRA_DAYS: Readonly<Record<LoadingPort, number>> = { KRPUS: 0, KRINC: 2, KRPTK: 2 };

export interface TransitEstimate {
  loadingPort: LoadingPort;
  locode: string;
  vessel: VesselType;
  days: number;
}

export const TRANSIT_ESTIMATES: TransitEstimate[] = PORTS.flatMap((port) => {
  const base = DAYS_BY_COUNTRY[port.country];
  if (base === undefined) return [];
  return port.vessels.flatMap((vessel) =>
    (Object.keys(LOADING_EXTRA_DAYS) as LoadingPort[]).map((loadingPort) => ({
      loadingPort,
      locode: port.locode,
      vessel,
      days: base + VESSEL_EXTRA_DAYS[vessel] + LOADING_EXTRA_DAYS[loadingPort],
    })),
  );
});
