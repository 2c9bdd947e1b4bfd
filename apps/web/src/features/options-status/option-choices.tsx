import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { localizedName, type LanguageCode, type OptionEntry } from '@market/domain';

export interface OptionChoicesProps {
  options: OptionEntry[];
  language: LanguageCode;
  onToggle: (optionNo: number, selected: boolean) => void;
}

/**
 * A group's options as checkboxes in the item form (edit mode): loaded when shown, so the detail page, which only
 * lists the selected options, does not carry MUI's checkboxes in its first view (decision 0171).
 */
export function OptionChoices({ options, language, onToggle }: OptionChoicesProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 1 }}>
      {options.map((option) => (
        <FormControlLabel
          key={option.optionNo}
          label={localizedName(option, 'optionName', language)}
          control={
            <Checkbox
              checked={Boolean(option.flag)}
              onChange={(event) => onToggle(option.optionNo, event.target.checked)}
            />
          }
        />
      ))}
    </Box>
  );
}
