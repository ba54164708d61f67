import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon.tsx';

/** A grid of benefits, each an icon in a round badge beside its text (premium, the public pages). */
export function BenefitList({ items }: { items: { icon: IconName; text: ReactNode; key: string }[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.key} className="flex items-start gap-3 text-slate-700">
          <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-indigo-700">
            <Icon name={item.icon} className="size-5" />
          </span>
          <span className="min-w-0 pt-1">{item.text}</span>
        </li>
      ))}
    </ul>
  );
}
