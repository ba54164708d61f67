/** The profile header's shape while the member loads. */
export function ProfileHeaderSkeleton() {
  return (
    <div aria-hidden="true" className="mb-6 flex animate-pulse items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6">
      <div className="size-20 rounded-full bg-slate-200" />
      <div className="flex-1 space-y-3">
        <div className="h-5 w-1/3 rounded bg-slate-200" />
        <div className="h-3 w-1/4 rounded bg-slate-100" />
        <div className="h-3 w-1/2 rounded bg-slate-100" />
      </div>
    </div>
  );
}
