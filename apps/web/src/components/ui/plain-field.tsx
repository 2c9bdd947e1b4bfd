import { useId, type ReactNode } from 'react';

export interface PlainSelectProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** `<option>` elements. */
  children: ReactNode;
  id?: string;
  name?: string;
  disabled?: boolean;
  /** Said under the field (why it is disabled, say). */
  hint?: string;
  /** The whole width of its container (MUI's `fullWidth`). */
  wide?: boolean;
  /** MUI's medium height (56 px) rather than the small one (40 px). */
  medium?: boolean;
}

/**
 * The browser's own select inside its label, styled by plain-field.css like MUI's outlined field (decision 0171):
 * the buyer pages' first view need not load or hydrate MUI's select with its menu, popover and modal, and the select
 * works on the server-rendered page before the app has taken it over.
 */
export function PlainSelect({
  label,
  value,
  onChange,
  children,
  id,
  name,
  disabled,
  hint,
  wide,
  medium,
}: PlainSelectProps) {
  const hintId = useId();
  const control = ['plain-field__control', 'plain-field__select'];
  if (wide) control.push('plain-field__control--wide');
  if (medium) control.push('plain-field__control--medium');
  return (
    <div className={wide ? 'plain-field plain-field--wide' : 'plain-field'}>
      <label className="plain-field__box">
        <span className="plain-field__label">{label}</span>
        <select
          id={id}
          name={name}
          className={control.join(' ')}
          value={value}
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          {children}
        </select>
      </label>
      {hint && (
        <p id={hintId} className="plain-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

export interface PlainInputProps {
  label: string;
  value: string;
  onChange(value: string): void;
  inputMode?: 'numeric' | 'text';
  dir?: 'ltr' | 'rtl';
}

/** The browser's own text box inside its label, styled as PlainSelect (a small outlined field, as wide as its place). */
export function PlainInput({ label, value, onChange, inputMode, dir }: PlainInputProps) {
  return (
    <label className="plain-field plain-field--wide">
      <span className="plain-field__label">{label}</span>
      <input
        type="text"
        className="plain-field__control plain-field__control--wide"
        value={value}
        inputMode={inputMode}
        dir={dir}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
