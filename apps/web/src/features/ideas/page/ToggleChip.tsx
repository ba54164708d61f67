import clsx from 'clsx';
import type { ReactNode } from 'react';

/** A button that stays pressed while its filter is on (aria-pressed). */
export function ToggleChip({ pressed, onToggle, children, testId }: { pressed: boolean; onToggle: () => void; children: ReactNode; testId?: string }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      data-testid={testId}
      onClick={onToggle}
      className={clsx(
        'inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        pressed ? 'border-indigo-600 bg-indigo-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100',
      )}
    >
      {children}
    </button>
  );
}
