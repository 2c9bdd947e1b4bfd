import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { DeadlineCountdown } from './deadline-countdown.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-11-29T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the T/T deadline countdown', () => {
  it('ticks every second and says when the deadline has passed', async () => {
    await renderRoutes([{ path: '/', element: <DeadlineCountdown deadline="2026-11-30T14:59:59.000Z" /> }]);
    const timer = await screen.findByRole('timer', { name: 'Time left to pay by T/T' });
    expect(timer.textContent).toBe('1 d 2 h 59 min 59 s');
    act(() => void vi.advanceTimersByTime(2000));
    expect(timer.textContent).toBe('1 d 2 h 59 min 57 s');
    act(() => void vi.advanceTimersByTime(27 * 3_600_000));
    expect(timer.textContent).toBe('The payment deadline has passed.');
  });
});
