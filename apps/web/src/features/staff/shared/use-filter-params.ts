import { useSearchParams } from 'react-router';

type Changes = Record<string, string | number | undefined>;

/**
 * A staff list's filters kept in the address: `set` writes the changed ones (an empty value removes it) and goes back
 * to the first page unless the change is the page itself.
 */
export function useFilterParams(): [URLSearchParams, (changes: Changes) => void] {
  const [search, setSearch] = useSearchParams();
  const set = (changes: Changes) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  return [search, set];
}

/** A staff list's state in the address: the named filters (undefined when absent), page and size, and `set`. */
export function useListParams<F extends string>(names: readonly F[]) {
  const [search, set] = useFilterParams();
  const params = {
    ...(Object.fromEntries(names.map((name) => [name, search.get(name) ?? undefined])) as Record<
      F,
      string | undefined
    >),
    page: Number(search.get('page') ?? 1),
    size: Number(search.get('size') ?? 20),
  };
  return [params, set] as const;
}
