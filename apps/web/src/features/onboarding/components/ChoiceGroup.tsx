import clsx from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

interface ChoiceGroupProps {
  legend: string;
  /** A line under the legend ("several answers possible"). */
  hint?: string;
  /** The question's translated error, shown under its answers. */
  error?: string | undefined;
  children: ReactNode;
}

/** One question: a fieldset named by its legend, its answers, then its error. */
export function ChoiceGroup({ legend, hint, error, children }: ChoiceGroupProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={clsx(hint && hintId, error && errorId) || undefined} className="min-w-0">
      <legend className="text-base font-semibold text-slate-900">{legend}</legend>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="mt-3 grid gap-2 sm:grid-cols-2">{children}</div>
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface ChoiceOptionProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  type: 'radio' | 'checkbox';
  label: string;
  ref?: Ref<HTMLInputElement>;
}

/** One answer: the whole row is its label, so it is easy to hit on a phone. */
export function ChoiceOption({ type, label, className, ...input }: ChoiceOptionProps) {
  return (
    <label
      className={clsx(
        'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-sm font-medium text-slate-800 transition-colors hover:border-indigo-400 hover:bg-indigo-50/50 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50 has-[:checked]:text-indigo-950',
        className,
      )}
    >
      <input
        type={type}
        className="size-4 shrink-0 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        {...input}
      />
      <span>{label}</span>
    </label>
  );
}
