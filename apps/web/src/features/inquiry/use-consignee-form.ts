import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type RefObject } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { editConsignee, EMPTY_CONSIGNEE, type Consignee, type ConsigneeValues } from '@market/domain';
import { schemaResolver, showServerErrors } from '../../lib/form.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { consigneeCalls, useAccountDetail, useConsignees, useDefaultConsignee } from './api.ts';
import {
  accountConsignee,
  confirmSchema,
  consigneeValues,
  purchaseConfirmSchema,
  type ConsigneeFormValues,
  listAsOpened,
  listWithNew,
  selectConsignee,
} from './consignee-rules.ts';

interface ConsigneeFormOptions {
  /** Whether the saved consignee list is open: the dialog keeps this in its flow, the purchase page on its own. */
  listOpen: boolean;
  setListOpen(open: boolean): void;
  /** The consignee step's section, scrolled to when it has errors. */
  formRef: RefObject<HTMLElement | null>;
  /** The purchase page's destination, checked with the consignee (the dialog's is chosen on its terms step). */
  destination?: { selectCountry: number | null; selectPort: number | null };
  /** Called on each edit of the consignee or the requirement. */
  onEdit?(): void;
}

/**
 * The consignee step of an inquiry form (the dialog and the purchase page). The default consignee is fetched on mount
 * and preselected on the saved tab; without one, the new tab, filled in from the buyer's account until edited. A
 * consignee typed there may be kept in My Page for next time. Errors show from the first blocked submit on.
 *
 * The values stay derived here (saved, typed or the account's, docs/decisions/0176); react-hook-form holds them through
 * `values` and checks them with the domain's schema the server checks the inquiry body with.
 */
export function useConsigneeForm({ listOpen, setListOpen, formRef, destination, onEdit }: ConsigneeFormOptions) {
  const defaultQuery = useDefaultConsignee(true);
  const defaultConsignee =
    defaultQuery.data && defaultQuery.data.count > 0 ? (defaultQuery.data as Consignee & { count: number }) : null;
  const [tabChoice, setTab] = useState<0 | 1 | null>(null);
  const tab: 0 | 1 = tabChoice ?? (defaultConsignee ? 0 : 1);
  const [chosen, setChosen] = useState<Consignee | null>(null);
  const saved = chosen ?? defaultConsignee;
  const account = useAccountDetail().data;
  // Untouched (null), the new tab shows the account's details; the first edit or load makes them the buyer's own.
  const [edited, setFresh] = useState<ConsigneeValues | null>(null);
  const fresh = edited ?? (account ? accountConsignee(account) : EMPTY_CONSIGNEE);
  const [sameAddressChoice, setSameAddress] = useState<boolean | null>(null);
  const sameAddress =
    sameAddressChoice ??
    (fresh.userConsigneeAddress !== '' && fresh.userConsigneeAddress === fresh.userDocumentAddress);
  const [keepForLater, setKeepForLater] = useState(false);
  const queryClient = useQueryClient();
  const [contents, setContents] = useState<string | null>(null);
  const requirement = contents ?? (tab === 0 ? (saved?.requirement ?? '') : '');
  const values = tab === 0 && saved ? consigneeValues(saved) : fresh;
  const body = { ...values, contents: requirement };

  const listQuery = useConsignees(listOpen);
  const [marked, setMarked] = useState<Consignee[] | null>(null);
  const listShown = marked ?? listAsOpened(listQuery.data ?? [], tab, tab === 0 ? (saved?.uciNo ?? null) : null);

  // From the first blocked submit on, every change is checked again; before, a change only drops the server's messages.
  const [checking, setChecking] = useState(false);
  const form = useForm<ConsigneeFormValues>({
    values: { ...body, ...destination },
    resolver: schemaResolver(destination ? purchaseConfirmSchema : confirmSchema),
    resetOptions: { keepErrors: true },
  });
  const { errors } = form.formState;
  const valuesKey = JSON.stringify([body, destination]);
  useEffect(() => {
    if (checking) void form.trigger();
    else form.clearErrors();
  }, [form, checking, valuesKey]);
  const scrollToForm = () => formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  return {
    /** The consignee fields and the requirement, as the inquiry body takes them. */
    body,
    noDefault: defaultQuery.isSuccess && !defaultConsignee,
    errors,
    invalid: checking && Object.keys(errors).length > 0,
    /**
     * Checks the form: `onValid` sends it; otherwise the form shows its errors from now on and `onInvalid` (by default
     * scrolling to the consignee) is told which.
     */
    submit: (onValid: () => void, onInvalid: (found: FieldErrors<ConsigneeFormValues>) => void = scrollToForm) =>
      form.handleSubmit(onValid, (found) => {
        setChecking(true);
        onInvalid(found);
      })(),
    hideErrors: () => {
      setChecking(false);
      form.clearErrors();
    },
    /**
     * After the inquiry is sent: a new consignee the buyer chose to keep is added to their saved list (the default when
     * they have none). 'none' when there was nothing to keep.
     */
    keepForLater: async (): Promise<'none' | 'saved' | 'failed'> => {
      if (tab !== 1 || !keepForLater) return 'none';
      try {
        const next = listWithNew(await consigneeCalls.list(), fresh, requirement);
        if (next === 'full') return 'failed';
        if (next !== 'same') await consigneeCalls.replace(next);
        await Promise.all(
          [queryKeys.defaultConsignee, queryKeys.inquiryConsignees, queryKeys.userConsignees].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        );
        return 'saved';
      } catch (error) {
        console.error('Keeping the consignee failed', error);
        return 'failed';
      }
    },
    /** A failed send's field messages (its 4xx body `fields`) on their fields; says whether there were any. */
    showServerErrors: (error: unknown) => {
      const shown = showServerErrors(error, form.setError);
      if (shown) scrollToForm();
      return shown;
    },
    scrollToForm,
    /** Props of ConsigneeStep. */
    step: {
      hasDefault: Boolean(defaultConsignee),
      tab,
      values,
      sameAddress,
      keepForLater,
      contents: requirement,
      errors,
      onTab: (next: 0 | 1) => {
        onEdit?.();
        setTab(next);
        setMarked(null);
      },
      onField: (field: keyof ConsigneeValues, value: string) => {
        onEdit?.();
        const next = editConsignee(fresh, sameAddress, field, value);
        setFresh(next.values);
        setSameAddress(next.sameAddress);
      },
      onSameAddress: (checked: boolean) => {
        onEdit?.();
        setSameAddress(checked);
        if (checked) setFresh({ ...fresh, userDocumentAddress: fresh.userConsigneeAddress });
      },
      onKeepForLater: setKeepForLater,
      onContents: (value: string) => {
        onEdit?.();
        setContents(value);
      },
      onOpenList: () => {
        setMarked(null);
        setListOpen(true);
      },
    },
    /** Props of ConsigneeListDialog. */
    list: {
      open: listOpen,
      list: listShown,
      defaultUciNo: defaultConsignee?.uciNo ?? null,
      loading: listQuery.isPending,
      onSelect: (consignee: Consignee) => {
        onEdit?.();
        setMarked(selectConsignee(listShown, consignee.uciNo));
        if (tab === 0) setChosen(consignee);
        else {
          setFresh(consigneeValues(consignee));
          setSameAddress(consignee.userConsigneeAddress === consignee.userDocumentAddress);
        }
        setListOpen(false);
      },
      onClose: () => setListOpen(false),
    },
  };
}
