import type { ReactNode } from 'react';
import { MAIN_ID } from './SkipLink.tsx';

/** The page's main landmark, target of the skip link. */
export function MainContent({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <main id={MAIN_ID} tabIndex={-1} className={className}>
      {children}
    </main>
  );
}
