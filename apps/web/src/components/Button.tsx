import clsx from 'clsx';
import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner.tsx';

export const BUTTON_COLORS = ['gray', 'yellow', 'orange', 'red', 'green', 'teal', 'blue', 'indigo', 'purple', 'pink'] as const;
export type ButtonColor = (typeof BUTTON_COLORS)[number];
export type ButtonSize = 'small' | 'medium' | 'large';

// Full class names are spelled out so Tailwind finds them.
const SOLID: Record<ButtonColor, string> = {
  gray: 'bg-slate-700 text-white hover:bg-slate-800 focus-visible:outline-slate-700',
  yellow: 'bg-yellow-400 text-slate-900 hover:bg-yellow-500 focus-visible:outline-yellow-500',
  orange: 'bg-orange-500 text-white hover:bg-orange-600 focus-visible:outline-orange-500',
  red: 'bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600',
  green: 'bg-green-600 text-white hover:bg-green-700 focus-visible:outline-green-600',
  teal: 'bg-teal-600 text-white hover:bg-teal-700 focus-visible:outline-teal-600',
  blue: 'bg-blue-600 text-white hover:bg-blue-700 focus-visible:outline-blue-600',
  indigo: 'bg-indigo-600 text-white hover:bg-indigo-700 focus-visible:outline-indigo-600',
  purple: 'bg-purple-600 text-white hover:bg-purple-700 focus-visible:outline-purple-600',
  pink: 'bg-pink-600 text-white hover:bg-pink-700 focus-visible:outline-pink-600',
};
const OUTLINE: Record<ButtonColor, string> = {
  gray: 'border-slate-300 text-slate-700 hover:bg-slate-100',
  yellow: 'border-yellow-400 text-yellow-700 hover:bg-yellow-50',
  orange: 'border-orange-400 text-orange-700 hover:bg-orange-50',
  red: 'border-red-400 text-red-700 hover:bg-red-50',
  green: 'border-green-500 text-green-700 hover:bg-green-50',
  teal: 'border-teal-500 text-teal-700 hover:bg-teal-50',
  blue: 'border-blue-500 text-blue-700 hover:bg-blue-50',
  indigo: 'border-indigo-500 text-indigo-700 hover:bg-indigo-50',
  purple: 'border-purple-500 text-purple-700 hover:bg-purple-50',
  pink: 'border-pink-500 text-pink-700 hover:bg-pink-50',
};
const SIZES: Record<ButtonSize, string> = {
  small: 'h-8 px-3 text-sm',
  medium: 'h-10 px-4 text-sm',
  large: 'h-12 px-6 text-base',
};
/** The same sizes for a label that may wrap on narrow screens: at least that tall, growing with its lines. */
const WRAPPING_SIZES: Record<ButtonSize, string> = {
  small: 'min-h-8 px-3 py-1 text-sm',
  medium: 'min-h-10 px-4 py-2 text-sm',
  large: 'min-h-12 px-6 py-2.5 text-base',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  color?: ButtonColor;
  size?: ButtonSize;
  outline?: boolean;
  round?: boolean;
  loading?: boolean;
  /** A long label wraps instead of overflowing (links with a sentence, on phones). */
  wrap?: boolean;
}

export function buttonClasses({ color = 'indigo', size = 'medium', outline = false, round = false, wrap = false }: Omit<ButtonProps, 'loading'>) {
  return clsx(
    'inline-flex items-center justify-center gap-2 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
    outline ? ['border bg-white', OUTLINE[color]] : SOLID[color],
    round ? 'rounded-full' : 'rounded-lg',
    wrap ? ['text-center', WRAPPING_SIZES[size]] : ['whitespace-nowrap', SIZES[size]],
  );
}

export function Button({ color, size, outline, round, wrap, loading = false, disabled, className, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={clsx(buttonClasses({ color, size, outline, round, wrap }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="tiny" className="text-current" />}
      {children}
    </button>
  );
}
