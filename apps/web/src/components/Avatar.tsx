import clsx from 'clsx';

const SIZES = { small: 'size-8 text-xs', medium: 'size-10 text-sm', large: 'size-20 text-2xl' } as const;

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

export function Avatar({ name, src, size = 'medium', className }: { name: string; src?: string | null; size?: keyof typeof SIZES; className?: string }) {
  const classes = clsx('inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full', SIZES[size], className);
  if (src) return <img src={src} alt="" className={clsx(classes, 'object-cover')} referrerPolicy="no-referrer" />;
  return (
    <span aria-hidden="true" className={clsx(classes, 'bg-indigo-100 font-semibold text-indigo-700')}>
      {initials(name)}
    </span>
  );
}
