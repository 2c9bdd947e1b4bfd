import type { DetailRepo } from './repo.ts';

const OPTION_GROUPS = ['safe', 'outside', 'inside'] as const;
type OptionGroup = (typeof OPTION_GROUPS)[number];

/** One entry of a list whose names are fixed and whose flag is the listing's: `{"...names...","flag":` */
export interface FlaggedEntry {
  no: number;
  /** The entry serialized up to its flag's value. */
  head: Buffer;
}

/** The reference data of detail answers, serialized once as UTF-8 JSON fragments. */
export interface ReferenceParts {
  version: number;
  salesList: Buffer;
  countryList: Buffer;
  /** Ports by country code; a country without ports (or none) gets `[]`. */
  portLists: Map<string, Buffer>;
  options: Record<OptionGroup, FlaggedEntry[]>;
  under: FlaggedEntry[];
  working: FlaggedEntry[];
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

/** `{"a":1,"b":"x"}` -> `{"a":1,"b":"x","flag":` */
function flaggedEntry(no: number, entry: object): FlaggedEntry {
  const text = JSON.stringify(entry);
  return { no, head: Buffer.from(`${text.slice(0, -1)},"flag":`) };
}

async function load(repo: DetailRepo): Promise<ReferenceParts> {
  // The version first: data changed after it is read makes the next answer load again, never the reverse.
  const version = await repo.referenceVersion();
  const data = await repo.reference();
  const portLists = new Map<string, unknown[]>();
  for (const { countryCode, ...port } of data.portList) {
    const list = portLists.get(countryCode) ?? [];
    list.push(port);
    portLists.set(countryCode, list);
  }
  const options = Object.fromEntries(
    OPTION_GROUPS.map((group) => [
      group,
      data.options
        .filter((option) => option.optionGroup === group)
        .map(({ optionGroup: _group, ...option }) => flaggedEntry(option.optionNo, option)),
    ]),
  ) as Record<OptionGroup, FlaggedEntry[]>;
  return {
    version,
    salesList: json(data.salesList),
    countryList: json(data.countryList),
    portLists: new Map([...portLists].map(([code, list]) => [code, json(list)])),
    options,
    under: data.under.map((entry) => flaggedEntry(entry.underNo, entry)),
    working: data.working.map((entry) => flaggedEntry(entry.workingNo, entry)),
  };
}

/**
 * Reference data kept in memory while its version in the database stays the same (docs/decisions/0097). Every detail
 * answer reads the version with its listing, so a staff change in any server process shows on the next answer.
 */
export function createReferenceCache(repo: DetailRepo) {
  let current: Promise<ReferenceParts> | undefined;
  return {
    /** The parts of `version` (the one the database named with the listing) or newer, loading them when older. */
    async get(version: number): Promise<ReferenceParts> {
      for (;;) {
        const pending = (current ??= load(repo));
        try {
          const parts = await pending;
          if (parts.version >= version) return parts;
        } catch (error) {
          if (current === pending) current = undefined;
          throw error;
        }
        // Loaded before the change this listing's read saw: the version only grows, so loading again ends.
        if (current === pending) current = undefined;
      }
    },
  };
}
