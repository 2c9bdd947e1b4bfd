import type { SvgIconComponent } from '@mui/icons-material';
import { useTheme } from '@mui/material/styles';

/** An icon that points along the reading direction (back, next): mirrored in right-to-left layouts. */
export function DirectionalIcon({ icon: Icon }: { icon: SvgIconComponent }) {
  const theme = useTheme();
  return <Icon sx={theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />;
}
