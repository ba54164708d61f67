import clsx from 'clsx';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { controlClasses } from '../../../components/field-classes.ts';

interface ShellProps {
  id: string;
  label: string;
  error: string | undefined;
  /** Text under the control (a hint, a counter), tied to it by aria-describedby. */
  extra?: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}

/** Label, control, then the extra line and the field's error (each id is `${id}-error`). */
function FieldShell({ id, label, error, extra, className, children }: ShellProps) {
  return (
    <div className={clsx('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {extra}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, error: string | undefined, more: string | undefined) => clsx(more, error && `${id}-error`) || undefined;

interface InputFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  extra?: ReactNode;
  /** Ids of the extra line's elements that describe the input. */
  describedById?: string | undefined;
}

export const InputField = forwardRef<HTMLInputElement, InputFieldProps>(function InputField({ label, error, extra, describedById, className, id, ...rest }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldShell id={inputId} label={label} error={error} extra={extra} className={className}>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, describedById)}
        className={clsx('h-11 w-full min-w-0', controlClasses(error))}
        {...rest}
      />
    </FieldShell>
  );
});

export interface Choice<Value extends string> {
  value: Value;
  label: string;
  /** Classes of the chosen segment (its colour). */
  checkedClassName?: string;
  /** Not offered (an edit that may not change to it): shown, dimmed, and skipped by the arrows. */
  disabled?: boolean;
}

interface ChoiceGroupProps<Value extends string> {
  legend: string;
  name: string;
  choices: readonly Choice<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  className?: string;
}

/** A segmented control made of native radios: arrows move between choices, the legend names the group. */
export function ChoiceGroup<Value extends string>({ legend, name, choices, value, onChange, className }: ChoiceGroupProps<Value>) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      <div className={clsx('grid gap-1 rounded-lg border border-slate-300 bg-slate-100 p-1', className)}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={clsx(
              'flex min-h-10 cursor-pointer items-center justify-center rounded-md px-3 py-1.5 text-center text-sm leading-tight font-medium text-slate-700 hover:bg-white/60',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-indigo-600',
              choice.checkedClassName ?? 'has-checked:bg-white has-checked:text-indigo-700 has-checked:shadow-sm',
              choice.disabled && 'cursor-not-allowed text-slate-600 opacity-60 hover:bg-transparent',
            )}
          >
            <input type="radio" name={name} value={choice.value} checked={value === choice.value} disabled={choice.disabled} onChange={() => onChange(choice.value)} className="sr-only" />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
