import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NoticeBar } from './notice-bar.tsx';

describe('the inquiry alert bar (issue 14)', () => {
  it('stays open when the user clicks elsewhere, so the click that raised a notice does not hide it', async () => {
    const onClose = vi.fn();
    render(
      <>
        <button type="button">Delete selected</button>
        <NoticeBar notice={{ severity: 'warning', text: 'Please select the inquiry' }} onClose={onClose} />
      </>,
    );
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(screen.getByRole('alert').textContent).toContain('Please select the inquiry');
    expect(onClose).not.toHaveBeenCalled();
  });
});
