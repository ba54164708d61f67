import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/PageHeading.tsx';

/** One card of the profile page, named by its heading; its fields in one column, two from sm up. */
export function ProfileSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card className="min-w-0">
      <div role="group" aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
      </div>
    </Card>
  );
}
