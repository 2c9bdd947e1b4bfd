import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

/** The buyer's acknowledgement of a refused import: only in the inquiry dialog, so loaded when shown (decision 0171). */
export function AcknowledgeCheckbox(props: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <FormControlLabel
      sx={{ mt: 1 }}
      control={<Checkbox checked={props.checked} onChange={(event) => props.onChange(event.target.checked)} />}
      label={props.label}
    />
  );
}
