// The writer's own outline icons (same grid and stroke as components/Icon.tsx).
const PATHS = {
  smile: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8.5 14.5c1.8 2 5.2 2 7 0M9 9.5h.01M15 9.5h.01',
  image: 'M4 5h16v14H4zM4 16l4.5-4.5 3.5 3.5 2.5-2.5L20 17M15.5 9.5h.01',
  gif: 'M3 6h18v12H3zM10 10H8.5a1.5 1.5 0 0 0 0 4H10v-2M13 10v4M16 14v-4h2.5M16 12h2',
  close: 'M6 6l12 12M18 6L6 18',
} as const;

export type WriterIconName = keyof typeof PATHS;

export function WriterIcon({ name, className = 'size-5' }: { name: WriterIconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" className={className} aria-hidden="true">
      <path d={PATHS[name]} />
    </svg>
  );
}
