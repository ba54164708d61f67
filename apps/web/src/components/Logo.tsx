import clsx from 'clsx';

/** The ARYA mark and name; `compact` keeps the name for screen readers only on the narrowest phones. */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={clsx('inline-flex items-center', className)}>
      <svg viewBox="0 0 32 32" className="inline-block size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#4f46e5" />
        <path d="M8 22l6-12 4 8 3-5 3 9" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className={clsx('ml-2 text-lg font-extrabold tracking-tight text-slate-900', compact && 'max-[400px]:sr-only')}>ARYA</span>
    </span>
  );
}
