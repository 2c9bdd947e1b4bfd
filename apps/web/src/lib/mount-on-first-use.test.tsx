import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyNamed } from './lazy.ts';
import { MountOnFirstUse } from './mount-on-first-use.tsx';

const Overlay = lazyNamed(
  async () => ({ Overlay: ({ open }: { open: boolean }) => <p>{open ? 'open' : 'closed'}</p> }),
  'Overlay',
);

describe('MountOnFirstUse', () => {
  it('loads nothing before the first use and stays mounted after it', async () => {
    const view = render(
      <MountOnFirstUse active={false}>
        <Overlay open={false} />
      </MountOnFirstUse>,
    );
    expect(view.container.innerHTML).toBe('');
    view.rerender(
      <MountOnFirstUse active>
        <Overlay open />
      </MountOnFirstUse>,
    );
    expect(await screen.findByText('open')).toBeTruthy();
    view.rerender(
      <MountOnFirstUse active={false}>
        <Overlay open={false} />
      </MountOnFirstUse>,
    );
    expect(screen.getByText('closed')).toBeTruthy();
  });
});
