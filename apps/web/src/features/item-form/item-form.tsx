import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  CATEGORY,
  chassisNoField,
  type Category,
  type CurrentUser,
  type OptionEntry,
  type OptionGroup,
  type OwnItem,
  type PanelMode,
  type SavedItem,
  type UnderStatusEntry,
  type WorkingStatusEntry,
} from '@market/domain';
import { errorText, hasFormErrors, showServerErrors } from '../../lib/form.ts';
import { HttpError } from '../../lib/http.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { chassisCheckQuery } from './api.ts';
import { useConditionChoices } from './condition-choices.ts';
import { draftOf, EMPTY, itemResolver, valuesOf, type Values } from './item-form-values.ts';
import {
  DetailsSection,
  FormActions,
  FormSection,
  PriceSection,
  VehicleSection,
  YoutubeField,
} from './item-form-sections.tsx';
import { LookupFailure } from './lookup-failure.tsx';
import { useFuels, useOptionLists } from './lookups.ts';
import { PicturesField, storedSlots, type PictureSlot } from './pictures-field.tsx';
import { saveItem } from './save-item.ts';

/** The options and status panels are another feature's; the app passes them in (features do not import each other). */
export interface EditPanels {
  options: (props: {
    mode: PanelMode;
    options: Record<OptionGroup, OptionEntry[]> | undefined;
    onToggle: (group: OptionGroup, optionNo: number, selected: boolean) => void;
  }) => ReactNode;
  status: (props: {
    mode: PanelMode;
    status: { under: UnderStatusEntry[]; working: WorkingStatusEntry[] } | undefined;
    onChange: (kind: 'under' | 'working', entryNo: number, flag: number) => void;
  }) => ReactNode;
}

export interface ItemFormProps {
  mode: PanelMode;
  category: Category;
  user: CurrentUser;
  /** The stored item in update and view modes. */
  item?: OwnItem;
  panels?: EditPanels;
  onSaved: (saved: SavedItem) => void;
  onCancel: () => void;
}

/** Checks a valid chassis number for duplicates in register mode; any other input resets the check. */
function useChassisCheck(mode: PanelMode, chassisNo: string) {
  const { t } = useTranslation(['item-form', 'errors']);
  const valid = mode === 'register' && chassisNoField.safeParse(chassisNo).success;
  const check = useQuery({ ...chassisCheckQuery(chassisNo), enabled: valid, staleTime: 0 });
  const duplicate = valid && check.data === false;
  const helper = duplicate
    ? t('errors:field.chassisInUse')
    : valid && check.data === true
      ? t('chassisUsable')
      : undefined;
  return { duplicate, helper };
}

/** The save's failure as the seller reads it: a staged picture the save could not take is named on `pictures`. */
function saveFailure(error: Error | null, t: (key: string) => string): string | undefined {
  if (!error) return undefined;
  if (!(error instanceof HttpError)) return t('saveFailed');
  const conflict = error.status === 409 && error.body?.code === 'CONFLICT';
  return `${error.body?.fields?.pictures ?? error.message}${conflict ? ` ${t('conflictHint')}` : ''}`;
}

/** The car form and the special-vehicle form in register, update and view modes, sharing one set of fields. */
export function ItemForm({ mode, category, user, item, panels, onSaved, onCancel }: ItemFormProps) {
  const { t } = useTranslation(['item-form', 'errors']);
  const isCar = category === CATEGORY.car;
  const fuels = useFuels();
  // The fuels arrive after the form is made; react-hook-form takes the resolver of the latest render.
  const resolver = useMemo(() => itemResolver(category, mode, fuels.data ?? []), [category, mode, fuels.data]);
  const form = useForm<Values>({
    defaultValues: item ? valuesOf(item) : { ...EMPTY, handle: isCar ? 0 : null },
    resolver,
  });
  const { formState, setError, setValue, trigger } = form;
  const values = useWatch({ control: form.control }) as Values;
  const [slots, setSlots] = useState<PictureSlot[]>(() => storedSlots(item?.itemPicture ?? []));
  const [picturesChanged, setPicturesChanged] = useState(false);
  const optionLists = useOptionLists();
  const condition = useConditionChoices(item, optionLists.data);
  const chassis = useChassisCheck(mode, values.chassisNo);

  /** Sets values the seller changed; once the form was sent, every change checks the whole form again. */
  const update = (patch: Partial<Values>) => {
    for (const [key, value] of Object.entries(patch)) {
      setValue(key as keyof Values, value as never, { shouldDirty: true });
    }
    if (formState.isSubmitted) void trigger();
  };

  const save = useMutation({
    mutationFn: () =>
      saveItem({
        draft: draftOf(values, category, user.userNo, condition.choices),
        stored: item && { itemNo: item.itemNo, version: item.version },
        slots,
        picturesChanged,
      }),
    onSuccess: onSaved,
    onError: (failure) =>
      showServerErrors(failure, setError, (path) => (path.startsWith('itemInfo.') ? path.slice(9) : undefined)),
  });

  const chassisInUse = () => setError('chassisNo', { type: 'custom', message: 'field.chassisInUse' });
  const submit = form.handleSubmit(
    () => (chassis.duplicate ? chassisInUse() : save.mutate()),
    () => {
      if (chassis.duplicate) chassisInUse();
    },
  );

  const error = (name: keyof Values) => errorText(t, formState.errors[name]);
  const section = { mode, values, update, error };
  const view = mode === 'view';

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t(isCar ? 'carForm' : 'specialForm')}>
      <Stack spacing={3}>
        <VehicleSection
          {...section}
          category={category}
          chassisHelper={error('chassisNo') ?? chassis.helper}
          chassisDuplicate={chassis.duplicate}
        />
        <PriceSection {...section} user={user} />
        <DetailsSection {...section} category={category} />
        {isCar && panels && (
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            {optionLists.isError && (
              <LookupFailure label={t('sections.options')} onRetry={() => void optionLists.refetch()} />
            )}
            <Typography component="h2" variant="h6" gutterBottom>
              {t('sections.options')}
            </Typography>
            {panels.options({
              mode,
              options: condition.options,
              onToggle: (_group, optionNo, selected) => condition.toggleOption(optionNo, selected),
            })}
            <Typography component="h2" variant="h6" gutterBottom>
              {t('sections.status')}
            </Typography>
            {panels.status({ mode, status: condition.status, onChange: condition.changeStatus })}
          </Paper>
        )}
        <FormSection>
          <PicturesField
            mode={mode}
            slots={slots}
            onChange={(next) => {
              setSlots(next);
              setPicturesChanged(true);
            }}
          />
          <YoutubeField {...section} />
        </FormSection>
        {!view && (
          <FormActions
            mode={mode}
            invalid={hasFormErrors(formState.errors)}
            failure={saveFailure(save.error, t)}
            pending={save.isPending}
            onCancel={onCancel}
          />
        )}
      </Stack>
    </Box>
  );
}
