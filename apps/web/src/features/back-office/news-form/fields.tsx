import clsx from 'clsx';
import type { ReactNode } from 'react';

/** One part of the form: a fieldset whose legend names it. */
export function FormSection({ title, description, children, className }: { title: string; description?: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={clsx('min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-5', className)}>
      <legend className="-ml-1 px-1 text-sm font-semibold tracking-wide text-slate-900 uppercase">{title}</legend>
      {description && <p className="mb-3 text-sm text-slate-600">{description}</p>}
      <div className="flex flex-col gap-4">{children}</div>
    </fieldset>
  );
}
