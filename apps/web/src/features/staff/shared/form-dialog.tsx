import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent, ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { directionOf, LANGUAGE_TAGS, localizedKey, type LanguageCode } from '@market/domain';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';

const LANGUAGE_CODES = [0, 1, 2, 3, 4, 5] as const satisfies readonly LanguageCode[];

/** A small form in a dialog: its fields, Cancel and a submit button (disabled while the call runs). */
export function FormDialog({
  title,
  pending,
  onClose,
  onSubmit,
  children,
  submitLabel,
}: {
  title: string;
  pending: boolean;
  onClose(): void;
  onSubmit(): void;
  children: ReactNode;
  submitLabel?: string;
}) {
  const { t } = useTranslation('admin');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="admin-form-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="admin-form-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {submitLabel ?? t('send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Six text fields of a form, one per language (`base` + language suffix), each in its own direction. */
export function LanguageFields<V extends FieldValues>({
  control,
  base,
  label,
  required,
  multiline,
}: {
  control: Control<V>;
  base: string;
  label: string;
  required: boolean;
  multiline?: boolean;
}) {
  const { t } = useTranslation('admin');
  return LANGUAGE_CODES.map((code) => {
    const key = localizedKey(base, code);
    const tag = LANGUAGE_TAGS[code];
    return (
      <FormTextField
        key={key}
        control={control}
        name={key as Path<V>}
        required={required}
        size="small"
        label={`${label} · ${t(`language.${tag}`)}`}
        multiline={multiline}
        slotProps={{ htmlInput: { dir: directionOf(tag), lang: tag } }}
      />
    );
  });
}

/** A small select of the console's forms, the browser's own list (quick to use with the keyboard). */
export function NativeSelect<T extends string>({
  label,
  value,
  options,
  optionLabel,
  disabled,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  optionLabel(option: T): string;
  disabled?: boolean;
  onChange(value: T): void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as T)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </TextField>
  );
}

/**
 * The text fields and selects of a sheet's form (export controls, transit times, currency rates), labelled by `label`; the fields
 * that name a row are disabled when editing one (another value is another row). Codes are typed in capitals.
 */
export function sheetFields<V extends FieldValues>(
  form: Control<V>,
  { label, editing, fixed }: { label(key: string): string; editing: boolean; fixed: readonly string[] },
) {
  const disabled = (key: string) => editing && fixed.includes(key);
  return {
    text: (key: Path<V>, { type = 'text', code = false }: { type?: string; code?: boolean } = {}) => (
      <FormTextField
        control={form}
        name={key}
        size="small"
        type={type}
        label={label(key)}
        disabled={disabled(key)}
        transform={code ? (typed) => typed.toUpperCase() : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    ),
    select: (key: Path<V>, options: readonly string[], optionLabel: (option: string) => string) => (
      <Controller
        control={form}
        name={key}
        render={({ field }) => (
          <NativeSelect
            label={label(key)}
            value={field.value as string}
            options={options}
            optionLabel={optionLabel}
            onChange={field.onChange}
            disabled={disabled(key)}
          />
        )}
      />
    ),
  };
}
