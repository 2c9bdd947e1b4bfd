import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import { localizedName, OPTION_GROUPS, type OptionEntry, type OptionGroup, type PanelMode } from '@market/domain';
import { useLanguageCode } from '../../lib/use-language-code.ts';
import { LoginNotice, PanelGroup } from './panel-frame.tsx';

export type OptionLists = Record<OptionGroup, OptionEntry[]>;

export interface OptionsPanelProps {
  mode: PanelMode;
  /** Undefined while loading: the spec's placeholders (19, 5, 24) show. */
  options: OptionLists | undefined;
  /** The viewer may not see the details: the login notice shows instead. */
  masked?: boolean;
  /** Edit modes: a checkbox changed. */
  onToggle?: (group: OptionGroup, optionNo: number, selected: boolean) => void;
}

const GROUPS = Object.keys(OPTION_GROUPS) as OptionGroup[];

/**
 * The options panel: safety devices, exterior and interior. View mode lists only the selected options; register and
 * update modes show every option as a checkbox.
 */
export function OptionsPanel({ mode, options, masked = false, onToggle }: OptionsPanelProps) {
  const { t } = useTranslation('detail');
  const language = useLanguageCode();
  if (masked) return <LoginNotice text={t('options.login')} />;
  const editing = mode !== 'view';
  if (!editing && options && GROUPS.every((group) => options[group].every((option) => !option.flag)))
    return <Typography>{t('options.none')}</Typography>;
  return (
    <Box aria-busy={options === undefined}>
      {GROUPS.map((group) => {
        const entries = options?.[group] ?? [];
        const shown = editing ? entries : entries.filter((option) => option.flag);
        return (
          <PanelGroup key={group} title={t(`options.${group}`)} loading={!options} placeholders={OPTION_GROUPS[group]}>
            <Box
              component={editing ? 'div' : 'ul'}
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
                gap: 1,
                listStyle: 'none',
                p: 0,
                m: 0,
              }}
            >
              {shown.map((option) => {
                const name = localizedName(option, 'optionName', language);
                return editing ? (
                  <FormControlLabel
                    key={option.optionNo}
                    label={name}
                    control={
                      <Checkbox
                        checked={Boolean(option.flag)}
                        onChange={(event) => onToggle?.(group, option.optionNo, event.target.checked)}
                      />
                    }
                  />
                ) : (
                  <Box component="li" key={option.optionNo} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <CheckCircleIcon color="primary" fontSize="small" aria-hidden />
                    {name}
                  </Box>
                );
              })}
            </Box>
          </PanelGroup>
        );
      })}
    </Box>
  );
}
