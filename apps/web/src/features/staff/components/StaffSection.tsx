import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/PageHeading.tsx';

/** One card of the staff page, named by its heading. */
export function StaffSection({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card className="min-w-0">
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {aside}
        </div>
        <div className="mt-3 flex flex-col gap-4">{children}</div>
      </section>
    </Card>
  );
}

/** The heading of a grant form inside a section. */
export function FormHeading({ children }: { children: ReactNode }) {
  return <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">{children}</h3>;
}
