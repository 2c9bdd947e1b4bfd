import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PlainAnchorButton, PlainButton, PlainIconButton, PlainLinkButton } from './plain-button.tsx';
import { ArrowBackIcon, CloseIcon, SearchIcon } from './plain-icon.tsx';

describe('PlainButton', () => {
  it('is a button named by its text that does not submit, with the look asked for', async () => {
    const onClick = vi.fn();
    render(
      <form onSubmit={() => onClick('submitted')}>
        <PlainButton
          variant="contained"
          color="secondary"
          startIcon={<SearchIcon />}
          onClick={() => onClick('clicked')}
        >
          Search
        </PlainButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button.getAttribute('type')).toBe('button');
    expect([...button.classList]).toEqual(
      expect.arrayContaining(['plain-button', 'plain-button--contained', 'plain-button--secondary']),
    );
    await userEvent.click(button);
    expect(onClick.mock.calls).toEqual([['clicked']]);
  });

  it('is text and primary by default, and cannot be pressed when disabled', async () => {
    const onClick = vi.fn();
    render(
      <PlainButton disabled onClick={onClick}>
        Send
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect([...button.classList]).toEqual(expect.arrayContaining(['plain-button--text', 'plain-button--primary']));
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('PlainIconButton', () => {
  it('is named by its label, not by its decorative icon', async () => {
    const onClick = vi.fn();
    render(
      <PlainIconButton label="Close" onClick={onClick}>
        <CloseIcon />
      </PlainIconButton>,
    );
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is disabled when told', () => {
    render(
      <PlainIconButton label="Next" disabled>
        <CloseIcon />
      </PlainIconButton>,
    );
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('PlainLinkButton and PlainAnchorButton', () => {
  it('are links to their address, named by their text', () => {
    render(
      <MemoryRouter>
        <PlainLinkButton variant="contained" to="/login?next=%2Fitem%2F1">
          Log in
        </PlainLinkButton>
        <PlainAnchorButton href="#detail-info">Information</PlainAnchorButton>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Log in' });
    expect(link.getAttribute('href')).toBe('/login?next=%2Fitem%2F1');
    expect([...link.classList]).toEqual(expect.arrayContaining(['plain-button--contained']));
    expect(screen.getByRole('link', { name: 'Information' }).getAttribute('href')).toBe('#detail-info');
  });
});

describe('plain icons', () => {
  it('are hidden from assistive technology unless titled', () => {
    render(
      <>
        <CloseIcon />
        <SearchIcon title="Search" />
      </>,
    );
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Search' }).hasAttribute('aria-hidden')).toBe(false);
  });

  it('mark the directional ones to be mirrored in a right-to-left page, and only those', () => {
    const { container } = render(
      <div dir="rtl">
        <ArrowBackIcon />
        <CloseIcon />
      </div>,
    );
    const [back, close] = [...container.querySelectorAll('svg')] as [SVGSVGElement, SVGSVGElement];
    expect([...back.classList]).toEqual(expect.arrayContaining(['plain-icon--directional']));
    expect(container.querySelectorAll("[dir='rtl'] .plain-icon--directional")).toHaveLength(1);
    expect(close.classList.contains('plain-icon--directional')).toBe(false);
  });
});
