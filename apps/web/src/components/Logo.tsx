export function Logo({ className }: { className?: string }) {
  return (
    <span className={className}>
      <svg viewBox="0 0 32 32" className="inline-block size-8 align-middle" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#4f46e5" />
        <path d="M8 22l6-12 4 8 3-5 3 9" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="ml-2 align-middle text-lg font-extrabold tracking-tight text-slate-900">ARYA</span>
    </span>
  );
}
