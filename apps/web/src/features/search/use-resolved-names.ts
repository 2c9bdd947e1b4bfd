import { CATEGORY } from '@market/domain';
import { useLookup, type LookupRow } from '../../lib/catalog-api.ts';

const sameName = (a: unknown, b: string | undefined) =>
  typeof a === 'string' && b !== undefined && a.toLowerCase() === b.toLowerCase();

/** A filter of the URL the page cannot search by, and why (a message key). */
interface SearchProblem {
  name: string;
  reason: string;
}

/**
 * The maker and model names of the URL as catalog numbers, and what of them matches nothing: a maker of no such name
 * (in the category), a model the maker does not make, a model without its maker, or a special-vehicle model without
 * its load capacity (the catalog keeps such a model per capacity, as the seller's form chooses it).
 */
export function useResolvedNames(
  maker: string | undefined,
  model: string | undefined,
  category: number | undefined,
  capacity: number | undefined,
) {
  const cars = useLookup(`/items/makers?category=${CATEGORY.car}`);
  const special = useLookup(`/items/makers?category=${CATEGORY.special}`);
  const makers: LookupRow[] = [
    ...(cars.data ?? []).map((row) => ({ ...row, category: CATEGORY.car })),
    ...(special.data ?? []).map((row) => ({ ...row, category: CATEGORY.special })),
  ];
  const makersLoaded = cars.isFetched && special.isFetched;
  const found = makers.find(
    (row) => sameName(row.engMaker, maker) && (category === undefined || row.category === category),
  );
  const makerNo = found ? Number(found.makerNo) : undefined;
  const isSpecial = found?.category === CATEGORY.special;
  const models = useLookup(
    makerNo === undefined || model === undefined
      ? undefined
      : isSpecial
        ? capacity === undefined
          ? undefined
          : `/items/special-model?capacity=${capacity}&maker=${makerNo}&upload=1`
        : `/items/model?maker=${makerNo}`,
  );
  const modelRow = (models.data ?? []).find((row) => sameName(row.engModel, model));
  const modelNo = modelRow ? Number(modelRow.modelNo) : undefined;

  const problems: SearchProblem[] = [];
  if (maker !== undefined && makersLoaded && makerNo === undefined)
    problems.push({ name: 'maker', reason: 'errors:field.unknownValue' });
  if (model !== undefined && makersLoaded) {
    if (maker === undefined) problems.push({ name: 'model', reason: 'problems.modelNeedsMaker' });
    else if (isSpecial && capacity === undefined)
      problems.push({ name: 'model', reason: 'problems.modelNeedsCapacity' });
    else if (models.isFetched && modelNo === undefined)
      problems.push({ name: 'model', reason: 'errors:field.unknownValue' });
  }
  const ready = (maker === undefined || makersLoaded) && (model === undefined || !models.isLoading);
  return { makers, makerNo, modelNo, ready, problems };
}
