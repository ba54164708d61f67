import { Icon } from '../../../components/Icon.tsx';

/** The round × in the corner of an attachment. */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="absolute top-1 right-1 inline-flex size-7 items-center justify-center rounded-full bg-slate-900/75 text-white shadow hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600"
    >
      <Icon name="close" className="size-4" />
    </button>
  );
}
