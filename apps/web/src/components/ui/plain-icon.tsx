import type { ReactNode } from 'react';

interface PlainIconProps {
  /** Said to assistive technology; without it the icon is decorative (`aria-hidden`). */
  title?: string;
  /** MUI's `fontSize`: small 20 px, medium 24 px (default), large 35 px, inherit the text's size. */
  fontSize?: 'small' | 'medium' | 'large' | 'inherit';
  /** MUI's `color="action"` (grey) rather than the text's colour. */
  color?: 'action' | 'inherit';
  className?: string;
}

/** One icon: Material path data drawn as an inline SVG, styled by plain-button.css (`.plain-icon`). */
function plainIcon(name: string, shapes: ReactNode, directional = false) {
  function Icon({ title, fontSize = 'medium', color, className }: PlainIconProps) {
    const classes = ['plain-icon'];
    if (fontSize !== 'medium') classes.push(`plain-icon--${fontSize}`);
    if (color === 'action') classes.push('plain-icon--action');
    if (directional) classes.push('plain-icon--directional');
    if (className) classes.push(className);
    return (
      <svg
        className={classes.join(' ')}
        viewBox="0 0 24 24"
        focusable="false"
        aria-hidden={title ? undefined : true}
        role={title ? 'img' : undefined}
        aria-label={title}
        data-icon={name}
      >
        {shapes}
      </svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}

/*
 * The Material icons of the buyer pages with @mui/icons-material's path data, without MUI's SvgIcon and its styling
 * engine (decision 0197). Each is a named export, so a page's chunk carries only the icons it draws. Directional ones
 * (back, forward, previous, next) are mirrored in right-to-left pages by plain-button.css, as DirectionalIcon did.
 */
export const CloseIcon = plainIcon(
  'Close',
  <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />,
);
export const SearchIcon = plainIcon(
  'Search',
  <path d="M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14" />,
);
export const ZoomInIcon = plainIcon(
  'ZoomIn',
  <>
    <path d="M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14" />
    <path d="M12 10h-2v2H9v-2H7V9h2V7h1v2h2z" />
  </>,
);
export const SupportAgentIcon = plainIcon(
  'SupportAgent',
  <>
    <path d="M21 12.22C21 6.73 16.74 3 12 3c-4.69 0-9 3.65-9 9.28-.6.34-1 .98-1 1.72v2c0 1.1.9 2 2 2h1v-6.1c0-3.87 3.13-7 7-7s7 3.13 7 7V19h-8v2h8c1.1 0 2-.9 2-2v-1.22c.59-.31 1-.92 1-1.64v-2.3c0-.7-.41-1.31-1-1.62" />
    <circle cx="9" cy="13" r="1" />
    <circle cx="15" cy="13" r="1" />
    <path d="M18 11.03C17.52 8.18 15.04 6 12.05 6c-3.03 0-6.29 2.51-6.03 6.45 2.47-1.01 4.33-3.21 4.86-5.89 1.31 2.63 4 4.44 7.12 4.47" />
  </>,
);
export const PlayCircleIcon = plainIcon(
  'PlayCircle',
  <path d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2M9.5 16.5v-9l7 4.5z" />,
);
export const ArrowDropDownIcon = plainIcon('ArrowDropDown', <path d="m7 10 5 5 5-5z" />);
export const MenuIcon = plainIcon('Menu', <path d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" />);
export const DownloadIcon = plainIcon('Download', <path d="M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z" />);
export const FavoriteIcon = plainIcon(
  'Favorite',
  <path d="m12 21.35-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54z" />,
);
export const FavoriteBorderIcon = plainIcon(
  'FavoriteBorder',
  <path d="M16.5 3c-1.74 0-3.41.81-4.5 2.09C10.91 3.81 9.24 3 7.5 3 4.42 3 2 5.42 2 8.5c0 3.78 3.4 6.86 8.55 11.54L12 21.35l1.45-1.32C18.6 15.36 22 12.28 22 8.5 22 5.42 19.58 3 16.5 3m-4.4 15.55-.1.1-.1-.1C7.14 14.24 4 11.39 4 8.5 4 6.5 5.5 5 7.5 5c1.54 0 3.04.99 3.57 2.36h1.87C13.46 5.99 14.96 5 16.5 5c2 0 3.5 1.5 3.5 3.5 0 2.89-3.14 5.74-7.9 10.05" />,
);
export const ChevronLeftIcon = plainIcon(
  'ChevronLeft',
  <path d="M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z" />,
  true,
);
export const ChevronRightIcon = plainIcon(
  'ChevronRight',
  <path d="M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" />,
  true,
);
export const ArrowBackIcon = plainIcon(
  'ArrowBack',
  <path d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z" />,
  true,
);

/* The alert's icons (MUI's internal ones, by severity). */
export const SuccessOutlinedIcon = plainIcon(
  'SuccessOutlined',
  <path d="M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2, 4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0, 0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z" />,
);
export const ReportProblemOutlinedIcon = plainIcon(
  'ReportProblemOutlined',
  <path d="M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z" />,
);
export const ErrorOutlineIcon = plainIcon(
  'ErrorOutline',
  <path d="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z" />,
);
export const InfoOutlinedIcon = plainIcon(
  'InfoOutlined',
  <path d="M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z" />,
);
