import { COUNT_BADGE_MAX } from '@arya/core/rules';
import clsx from 'clsx';

/** The count shown on a tab: hidden at 0, "9+" above 9. */
export function formatBadgeCount(count: number): string | null {
  if (count <= 0) return null;
  return count > COUNT_BADGE_MAX ? `${COUNT_BADGE_MAX}+` : String(count);
}

/** A red count; where it sits is the caller's (`className`), so it never covers what it counts. */
export function CountBadge({ count, label, className }: { count: number; label: string; className?: string }) {
  const text = formatBadgeCount(count);
  if (!text) return null;
  return (
    <span aria-label={label} className={clsx('min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white', className)}>
      {text}
    </span>
  );
}
