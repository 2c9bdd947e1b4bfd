import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { appTheme } from './theme.ts';

describe('the app theme', () => {
  it('gives every filled colour (badges, filled alerts, buttons) text of WCAG AA contrast (4.5:1)', () => {
    const { palette } = appTheme('ltr');
    for (const color of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
      const { main, contrastText } = palette[color];
      expect(getContrastRatio(main, contrastText), `${color}: ${contrastText} on ${main}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
