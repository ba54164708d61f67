import clsx from 'clsx';
import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const controlClasses = (error: string | undefined) =>
  clsx(
    'rounded-lg border bg-white px-3 text-slate-900 shadow-sm outline-none focus:ring-2',
    error ? 'border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-indigo-500 focus:ring-indigo-100',
  );

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm text-red-600">
      {error}
    </p>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** The empty choice's text: the field is optional. */
  emptyLabel: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
}

/** A labelled list with an empty first choice. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ label, emptyLabel, options, error, className, ...rest }, ref) {
  const id = useId();
  return (
    <div className={clsx('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={clsx('h-11', controlClasses(error))} {...rest}>
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
});

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField({ label, error, className, ...rest }, ref) {
  const id = useId();
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={6}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx('block min-h-32 w-full resize-y py-2.5', controlClasses(error))}
        {...rest}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
});

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
