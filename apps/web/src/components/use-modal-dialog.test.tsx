import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubModalDialogs } from '../test/kit.ts';
import { useModalDialog } from './use-modal-dialog.ts';

function Dialog({ open, onEscape }: { open?: boolean; onEscape?: () => void }) {
  const dialog = useModalDialog({ open, onEscape });
  return (
    <dialog {...dialog} aria-label="Boîte">
      <button type="button">Dedans</button>
    </dialog>
  );
}

const dialog = () => screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
/** What a browser does on Escape: a cancelable keydown, then (unless refused) a cancelable cancel. */
function pressEscape() {
  const keydown = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
  dialog().dispatchEvent(keydown);
  const cancel = new Event('cancel', { cancelable: true });
  if (!keydown.defaultPrevented) fireEvent(dialog(), cancel);
  return { keyRefused: keydown.defaultPrevented, cancelRefused: cancel.defaultPrevented };
}
/** A browser closing the dialog on its own (a second Escape after a refused cancel). */
function browserCloses() {
  dialog().open = false;
  fireEvent(dialog(), new Event('close'));
}

beforeAll(stubModalDialogs);
afterEach(cleanup);

describe('a modal dialog', () => {
  it('opens modally, locks the page scroll, and gives both back with the focus to its opener when it goes away', () => {
    document.body.style.overflow = 'auto';
    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    const view = render(<Dialog />);
    expect(dialog().open).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    screen.getByRole('button', { name: 'Dedans' }).focus();
    view.unmount();
    expect(document.body.style.overflow).toBe('auto');
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('follows `open`: closed, it is closed and the scroll is back', () => {
    document.body.style.overflow = 'auto';
    const view = render(<Dialog open onEscape={() => {}} />);
    expect(dialog().open).toBe(true);
    view.rerender(<Dialog open={false} onEscape={() => {}} />);
    expect(dialog().open).toBe(false);
    expect(document.body.style.overflow).toBe('auto');
  });

  it('without onEscape is blocking: Escape is refused, and opened again when the browser closes it anyway', () => {
    render(<Dialog />);
    expect(pressEscape()).toEqual({ keyRefused: true, cancelRefused: false });
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog(), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    browserCloses();
    expect(dialog().open).toBe(true);
  });

  it('with onEscape: Escape asks the app, which keeps it open or not; a second Escape cannot close it behind its back', () => {
    const onEscape = vi.fn();
    const view = render(<Dialog open onEscape={onEscape} />);
    expect(pressEscape()).toEqual({ keyRefused: false, cancelRefused: true });
    expect(onEscape).toHaveBeenCalledTimes(1);
    // The app kept it open (say, to ask about a draft); the browser closes it on the second Escape.
    browserCloses();
    expect(dialog().open).toBe(true);
    // Once the app closes it, it stays closed.
    view.rerender(<Dialog open={false} onEscape={onEscape} />);
    fireEvent(dialog(), new Event('close'));
    expect(dialog().open).toBe(false);
  });
});
