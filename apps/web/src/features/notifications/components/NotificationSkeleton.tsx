/** A grey placeholder with a notification's shape, shown while the first page loads. */
export function NotificationSkeleton() {
  return (
    <div aria-hidden="true" data-testid="notification-skeleton" className="flex animate-pulse items-start gap-3 px-3 py-3 sm:px-4">
      <div className="size-10 shrink-0 rounded-full bg-slate-200" />
      <div className="flex-1 space-y-2 pt-1">
        <div className="h-3 w-4/5 rounded bg-slate-200" />
        <div className="h-2.5 w-1/4 rounded bg-slate-100" />
      </div>
    </div>
  );
}
