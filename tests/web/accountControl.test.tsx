import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AccountControl } from '../../src/components/AccountControl.tsx';
import { renderWithProviders } from './render.tsx';

// Its own file: the menu's code is loaded once per module graph, and this test needs the first
// render to come before it has arrived.
describe('account control', () => {
  it('opens the menu pressed before its code arrived', async () => {
    renderWithProviders(
      <MemoryRouter>
        <AccountControl status={{ kind: 'signedIn', fullName: 'Jamie Doe' }} onSignOut={() => {}} />
      </MemoryRouter>,
    );
    const standIn = screen.getByRole('button', { name: 'JAMIE' });
    // The stand-in, not the menu's own target (which says whether its menu is open).
    expect(standIn).not.toHaveAttribute('aria-expanded');
    fireEvent.click(standIn);
    expect(
      await screen.findByRole('menuitem', { name: 'Sign Out' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'JAMIE' })).toHaveAttribute('aria-expanded', 'true');
  }, 20_000);
});
