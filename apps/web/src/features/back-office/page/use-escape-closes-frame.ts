import { useEffect } from 'react';
import { tellApp } from '../back-office-messages.ts';

/**
 * Inside the frame, keys go to the frame's document: Escape would never reach the app's dialog
 * around it. The page tells the app to close, unless a dialog of its own is open (Escape closes
 * that one first).
 */
export function useEscapeClosesFrame(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('dialog[open]')) return;
      tellApp('close');
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
