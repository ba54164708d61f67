import clsx from 'clsx';
import { forwardRef, useId, type InputHTMLAttributes } from 'react';

interface SwitchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  /** One line under the label saying what the switch changes. */
  description: string;
}

/** An on/off switch: a real checkbox (role switch) under a drawn track, named by its label. */
export const SwitchField = forwardRef<HTMLInputElement, SwitchFieldProps>(function SwitchField({ label, description, className, id, ...rest }, ref) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const labelId = `${inputId}-label`;
  const descriptionId = `${inputId}-description`;
  return (
    <label htmlFor={inputId} className={clsx('flex cursor-pointer items-start justify-between gap-4', className)}>
      <span className="min-w-0">
        <span id={labelId} className="block font-medium text-slate-900">
          {label}
        </span>
        <span id={descriptionId} className="mt-0.5 block text-sm text-slate-600">
          {description}
        </span>
      </span>
      <span className="relative mt-0.5 inline-flex shrink-0">
        <input ref={ref} id={inputId} type="checkbox" role="switch" aria-labelledby={labelId} aria-describedby={descriptionId} className="peer sr-only" {...rest} />
        <span
          aria-hidden="true"
          className="h-6 w-11 rounded-full bg-slate-500 transition-colors peer-checked:bg-indigo-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600"
        />
        <span aria-hidden="true" className="absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5" />
      </span>
    </label>
  );
});
