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
