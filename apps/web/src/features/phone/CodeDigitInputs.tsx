import { codeFromPaste } from '@arya/core/rules';
import { useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { assignRef } from './assign-ref.ts';
import { typedDigit, withDigit, type CodeDigits } from './code-digits.ts';

interface CodeDigitInputsProps {
  digits: CodeDigits;
  onChange: (digits: CodeDigits) => void;
  /** After the sixth digit, or a pasted code: the focus goes to the submit button. */
  onComplete: (digits: CodeDigits) => void;
  firstRef: Ref<HTMLInputElement>;
  invalid: boolean;
  describedBy?: string;
}

const BOX = 'h-12 w-full min-w-0 rounded-lg border bg-white text-center text-xl font-semibold text-slate-900 shadow-sm tabular-nums outline-none focus:ring-2';

/**
 * Spec 1 §5: six boxes of one digit. The focus moves on after a digit, back on Backspace in an empty
 * box, and to the submit button after the sixth; a pasted or autofilled code fills every box.
 */
export function CodeDigitInputs({ digits, onChange, onComplete, firstRef, invalid, describedBy }: CodeDigitInputsProps) {
  const { t } = useTranslation('phone');
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[index]?.focus();

  const fillAll = (code: string[]) => {
    onChange(code);
    onComplete(code);
  };

  const change = (index: number, value: string) => {
    // A code filled in by the phone (one-time-code autofill) arrives whole in the first box.
    const whole = codeFromPaste(value);
    if (whole) return fillAll(whole);
    const digit = typedDigit(digits[index] ?? '', value);
    if (digit === null) return;
    const next = withDigit(digits, index, digit);
    onChange(next);
    if (digit !== '') moveOn(index, next);
  };

  /** After a digit: the next box, or once all six are there, submit (else the first empty box). */
  const moveOn = (index: number, next: CodeDigits) => {
    if (index < next.length - 1) return focusBox(index + 1);
    const empty = next.indexOf('');
    if (empty === -1) onComplete(next);
    else focusBox(empty);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (/^\d$/.test(event.key) && digits[index] === event.key) {
      // The same digit typed over itself changes nothing, so no change event comes: moved on here
      // (retyping a code over a wrong one that shares digits would otherwise stall).
      event.preventDefault();
      moveOn(index, digits);
    } else if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < digits.length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const code = codeFromPaste(event.clipboardData.getData('text'));
    if (!code) return;
    event.preventDefault();
    fillAll(code);
  };

  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="mb-2 text-sm font-medium text-slate-700">{t('code.legend')}</legend>
      <div className="grid grid-cols-6 gap-1.5 sm:gap-2">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(node) => {
              boxes.current[index] = node;
              if (index === 0) assignRef(firstRef, node);
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t('code.digit', { index: index + 1, count: digits.length })}
            aria-invalid={invalid || undefined}
            value={digit}
            onChange={(event) => change(index, event.target.value)}
            onKeyDown={(event) => keyDown(index, event)}
            onPaste={paste}
            onFocus={(event) => event.target.select()}
            className={`${BOX} ${invalid ? 'border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-indigo-500 focus:ring-indigo-100'}`}
          />
        ))}
      </div>
    </fieldset>
  );
}
