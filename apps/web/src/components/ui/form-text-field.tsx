import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { errorText } from '../../lib/form.ts';

export type FormTextFieldProps<V extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange'> & {
  control: Control<V>;
  name: Path<V>;
  /** Shapes what is typed before the form holds it (e.g. digits only). */
  transform?: (typed: string) => string;
  /** Told each value the form takes from this field, after it took it (for rules that change other fields). */
  onValue?: (value: string) => void;
};

/**
 * A text field of a react-hook-form form: its value, and its error's localized message in place of the helper text
 * (`error` and `helperText` given here show when the form has no error for the field).
 */
export function FormTextField<V extends FieldValues>({
  control,
  name,
  transform,
  onValue,
  onBlur,
  error,
  helperText,
  ...props
}: FormTextFieldProps<V>) {
  const { t } = useTranslation('errors');
  const { field, fieldState } = useController({ control, name });
  const message = errorText(t, fieldState.error);
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => {
        const value = transform ? transform(event.target.value) : event.target.value;
        field.onChange(value);
        onValue?.(value);
      }}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      inputRef={field.ref}
      error={Boolean(message) || Boolean(error)}
      helperText={message ?? helperText}
    />
  );
}
