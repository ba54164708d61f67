import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A recording (a coach's message on an idea, a news item's audio) in the browser's own accessible player. */
export function AudioPlayer({ src, label }: { src: string; label: string }) {
  const { t } = useTranslation('ideas');
  const labelId = useId();
  return (
    <figure data-testid="audio-player" className="rounded-xl border border-slate-200 bg-slate-50 p-3">
      <figcaption id={labelId} className="mb-2 flex items-center gap-2 text-sm font-medium text-slate-700">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" className="size-4 text-indigo-600" aria-hidden="true">
          <path d="M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM5 11a7 7 0 0 0 14 0M12 18v3" />
        </svg>
        {label}
      </figcaption>
      {/* Nothing is downloaded before the member presses play. */}
      <audio controls preload="none" src={src} aria-labelledby={labelId} className="h-10 w-full">
        {t('audio.unsupported')}
      </audio>
    </figure>
  );
}
