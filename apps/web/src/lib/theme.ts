import { createTheme } from '@mui/material/styles';

/**
 * The app's MUI theme. Warning and info are darker than MUI's defaults: white text on MUI's orange (#ed6c02, the
 * reserved badge, filled warning alerts) is 3.1:1 and on its light blue (#0288d1) 4.1:1, below WCAG AA's 4.5:1.
 */
export function appTheme(direction: 'ltr' | 'rtl') {
  return createTheme({
    direction,
    palette: {
      primary: { main: '#0d47a1' },
      secondary: { main: '#ff8f00' },
      warning: { main: '#b54708' },
      info: { main: '#01579b' },
    },
    shape: { borderRadius: 8 },
    components: { MuiMenu: { defaultProps: { slotProps: { paper: { style: { maxHeight: 400 } } } } } },
  });
}
