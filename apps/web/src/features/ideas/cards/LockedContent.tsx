import type { LockKind } from './premium-lock.ts';
import { PremiumUpsell } from './PremiumUpsell.tsx';

// Lines of made-up widths: the locked content is never sent, only its look is suggested.
const FAKE_LINES = ['w-11/12', 'w-3/4', 'w-full', 'w-2/3', 'w-5/6', 'w-1/2'];

/** In place of a locked idea's or news item's content: blurred placeholder lines under the premium upsell. */
export function LockedContent({ kind }: { kind: LockKind }) {
  return (
    <div data-testid="locked-content" className="grid overflow-hidden rounded-xl border border-slate-200 bg-slate-50 *:[grid-area:1/1]">
      <div aria-hidden="true" className="flex flex-col gap-2.5 p-4 blur-[3px] select-none">
        <div className="grid grid-cols-3 gap-1.5">
          <div className="h-10 rounded-lg bg-slate-200" />
          <div className="h-10 rounded-lg bg-slate-200" />
          <div className="h-10 rounded-lg bg-slate-200" />
        </div>
        {FAKE_LINES.map((width, index) => (
          <div key={index} className={`h-3 rounded-full bg-slate-300 ${width}`} />
        ))}
      </div>
      <PremiumUpsell kind={kind} className="relative justify-center bg-white/60 px-4 py-5" />
    </div>
  );
}
