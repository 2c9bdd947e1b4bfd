import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Placeholder, PlainAlert } from './plain-alert.tsx';
import { PlainButton } from './plain-button.tsx';

describe('PlainAlert', () => {
  it('is an alert by default, with its title, message and action, and its icon hidden', () => {
    render(
      <PlainAlert severity="info" title="New version" action={<PlainButton>Refresh</PlainButton>}>
        A new version is out
      </PlainAlert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('New versionA new version is outRefresh');
    expect(alert.className).toBe('plain-alert plain-alert--info');
    expect(alert.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('takes the role and name it is given (a verdict is a named status)', () => {
    render(
      <PlainAlert severity="error" role="status" aria-label="Import to Kenya">
        Not allowed
      </PlainAlert>,
    );
    expect(screen.getByRole('status', { name: 'Import to Kenya' }).textContent).toBe('Not allowed');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Placeholder', () => {
  it('is a named progress bar when labelled, and nothing to assistive technology otherwise', () => {
    const { container } = render(
      <>
        <Placeholder variant="rounded" height={72} label="Loading the estimate" />
        <Placeholder width={60} />
      </>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Loading the estimate' });
    expect(bar.style.height).toBe('72px');
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(container.querySelectorAll('.plain-placeholder')).toHaveLength(2);
  });
});
