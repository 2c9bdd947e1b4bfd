import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export interface StatusChoicesProps {
  label: string;
  value: number | '';
  choices: { flag: number; label: string }[];
  onChange: (flag: number) => void;
}

/**
 * A status row's choices in the item form (edit mode): loaded when shown, so the detail page, which only shows the
 * statuses, does not carry MUI's radios in its first view (decision 0171).
 */
export function StatusChoices({ label, value, choices, onChange }: StatusChoicesProps) {
  return (
    <RadioGroup row aria-label={label} value={value} onChange={(event) => onChange(Number(event.target.value))}>
      {choices.map((choice) => (
        <FormControlLabel key={choice.flag} value={choice.flag} control={<Radio />} label={choice.label} />
      ))}
    </RadioGroup>
  );
}
