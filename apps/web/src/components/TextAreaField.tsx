import clsx from 'clsx';
import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import { controlClasses, describedBy } from './field-classes.ts';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  /** Shown under the box, e.g. a character counter; read with the box by screen readers. */
  hint?: string;
  /** The box grows with its text (up to 24rem) instead of being resized by hand from `rows` lines. */
  autoGrow?: boolean;
}

/** A labelled text box with a hint and its error under it. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField({ label, error, hint, autoGrow = false, className, id, ...rest }, ref) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  const errorId = `${boxId}-error`;
  const hintId = `${boxId}-hint`;
  return (
    <div className={clsx('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={boxId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        ref={ref}
        id={boxId}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId, hint && hintId)}
        className={clsx('block min-h-28 w-full min-w-0 py-2.5', autoGrow ? 'field-sizing-content max-h-96 resize-none' : 'resize-y', controlClasses(error))}
        {...rest}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-right text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
});
