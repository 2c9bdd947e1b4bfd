import { useState } from 'react';
import type { OwnItem } from '@market/domain';
import { underDefault, WORKING_DEFAULT, type ConditionChoices } from './item-form-values.ts';
import type { OptionLists } from './lookups.ts';

/** The car's options and condition entries as the seller chose them; entries not chosen show their defaults. */
export function useConditionChoices(item: OwnItem | undefined, entries: OptionLists | undefined) {
  const [selectedOptions, setSelectedOptions] = useState<Set<number>>(() => new Set(item?.itemOptions ?? []));
  const [status, setStatus] = useState(() => ({
    under: new Map((item?.itemUnderStatus ?? []).map((s) => [s.underNo, s.flag])),
    working: new Map((item?.itemWorkingStatus ?? []).map((s) => [s.workingNo, s.flag])),
  }));
  const underFlag = (no: number) => status.under.get(no) ?? underDefault(no);
  const workingFlag = (no: number) => status.working.get(no) ?? WORKING_DEFAULT;
  const choices: ConditionChoices = { entries, selectedOptions, underFlag, workingFlag };

  const withFlag = <O extends { optionNo: number }>(list: O[]) =>
    list.map((o) => ({ ...o, flag: selectedOptions.has(o.optionNo) ? 1 : 0 }));
  const options = entries
    ? {
        safe: withFlag(entries.itemOptionSafe),
        outside: withFlag(entries.itemOptionOutside),
        inside: withFlag(entries.itemOptionInside),
      }
    : undefined;
  const statusEntries = entries
    ? {
        under: entries.itemUnderStatus.map((e) => ({ ...e, flag: underFlag(e.underNo) })),
        working: entries.itemWorkingStatus.map((e) => ({ ...e, flag: workingFlag(e.workingNo) })),
      }
    : undefined;

  const toggleOption = (optionNo: number, selected: boolean) =>
    setSelectedOptions((current) => {
      const next = new Set(current);
      if (selected) next.add(optionNo);
      else next.delete(optionNo);
      return next;
    });
  const changeStatus = (kind: 'under' | 'working', entryNo: number, flag: number) =>
    setStatus((current) => {
      const next = { under: new Map(current.under), working: new Map(current.working) };
      next[kind].set(entryNo, flag);
      return next;
    });
  return { choices, options, status: statusEntries, toggleOption, changeStatus };
}
