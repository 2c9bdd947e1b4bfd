import type { SvgIconComponent } from '@mui/icons-material';

/**
 * An MUI icon that points along the reading direction (back, next): mirrored in right-to-left pages by the same rule
 * as the plain directional icons (plain-button.css, decision 0197), without reading MUI's theme.
 */
export function DirectionalIcon({ icon: Icon }: { icon: SvgIconComponent }) {
  return <Icon className="plain-icon--directional" />;
}
