import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ModalContext } from '../../app/modals/modal-context.ts';
import { initI18nWithEveryNamespace } from '../../lib/i18n-for-tests.ts';
import { CreateMenu } from '../navigation/CreateMenu.tsx';
import { renderWithApp, staffMember } from './back-office-test-kit.tsx';

// The header event of spec 1 §2: the create menu's staff-only entry opens the back-office.
function openMenu(role: string | null) {
  const modals = { open: vi.fn(), close: vi.fn() };
  renderWithApp(
    <ModalContext.Provider value={modals}>
      <CreateMenu />
    </ModalContext.Provider>,
    { user: staffMember({ role }) },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
  return modals;
}

beforeAll(() => initI18nWithEveryNamespace('fr'));
afterEach(cleanup);

describe('the create menu', () => {
  it('offers staff the internal news back-office', () => {
    const modals = openMenu('admin');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Actualité interne' }));
    expect(modals.open).toHaveBeenCalledWith({ kind: 'backOffice' });
  });

  it('does not offer it to other members', () => {
    openMenu(null);
    expect(screen.getAllByRole('menuitem').length).toBeGreaterThan(0);
    expect(screen.queryByRole('menuitem', { name: 'Actualité interne' })).toBeNull();
  });
});
