import type { LanguageCode } from '@market/domain';
import { ImportVerdict } from '../../components/import-verdict.tsx';
import { LandedCost } from '../../components/landed-cost.tsx';

/**
 * The import verdict and landed cost estimate of one country: loaded once a country is chosen (a buyer's own, or the
 * one a visitor picks), so a visitor's first view loads neither nor the schemas they read (docs/decisions/0320).
 */
export function CountryVerdict(props: {
  itemNo: number;
  countryCode: string;
  countryName: string;
  language: LanguageCode;
}) {
  return (
    <>
      <ImportVerdict {...props} />
      <LandedCost {...props} smvpNo={0} />
    </>
  );
}
