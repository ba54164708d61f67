import clsx from 'clsx';

/** The look of TextField's input, for the other form controls (SelectField, TextAreaField, InputField). */
export function controlClasses(error: string | undefined): string {
  return clsx(
    'rounded-lg border bg-white px-3 text-slate-900 shadow-sm outline-none focus:ring-2 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
    error ? 'border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-indigo-500 focus:ring-indigo-100',
  );
}

/** Ids for aria-describedby, leaving out the missing ones (undefined when none is left). */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return clsx(ids) || undefined;
}
