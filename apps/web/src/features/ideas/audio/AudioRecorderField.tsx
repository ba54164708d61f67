import { IDEA_AUDIO_MAX_SECONDS } from '@arya/core/rules';
import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { uploadErrorText } from '../../uploads/upload-error-text.ts';
import { formatSeconds } from './audio-recorder.ts';
import type { AudioRecorderState } from './use-audio-recorder.ts';

/**
 * A coach's audio message (spec 2 §6): one button toggles between recording and stopped (its name
 * says what it does next, so it has no pressed state), with the elapsed time, then the recording in
 * the browser's player with a remove button.
 */
export function AudioRecorderField({ state }: { state: AudioRecorderState }) {
  const { t } = useTranslation('ideaWriter');
  const ids = useId();
  const { recorder, status, seconds, playUrl, mediaError, uploadError } = state;
  const recording = status === 'recording';
  const maxMinutes = Math.round(IDEA_AUDIO_MAX_SECONDS / 60);

  return (
    <section aria-labelledby={`${ids}-title`} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3">
      <h3 id={`${ids}-title`} className="text-sm font-medium text-slate-700">
        {t('audio.title')}
      </h3>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          aria-describedby={`${ids}-hint`}
          // Not disabled while the browser asks for the microphone: the focus stays on the button.
          aria-busy={status === 'starting' || undefined}
          onClick={() => void recorder.toggle()}
          data-testid="audio-record"
          className={clsx(
            'inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-busy:cursor-wait aria-busy:opacity-60',
            recording ? 'border-red-600 bg-red-600 text-white hover:bg-red-700' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
          )}
        >
          <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
            {recording ? <rect x="7" y="7" width="10" height="10" rx="1.5" fill="currentColor" /> : <path d="M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM5 11a7 7 0 0 0 14 0M12 18v3" />}
          </svg>
          {recording ? t('audio.stop') : t('audio.record')}
        </button>
        {recording && (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <span className="size-2.5 animate-pulse rounded-full bg-red-600" aria-hidden="true" />
            <span role="status">{t('audio.recording')}</span>
            <span role="timer" className="font-mono tabular-nums" data-testid="audio-elapsed">
              {formatSeconds(seconds)} / {formatSeconds(IDEA_AUDIO_MAX_SECONDS)}
            </span>
          </p>
        )}
      </div>
      <p id={`${ids}-hint`} className="text-xs text-slate-500">
        {t('audio.hint', { minutes: maxMinutes })}
      </p>
      {status === 'recorded' && playUrl && (
        <div className="flex flex-wrap items-center gap-2">
          <audio controls src={playUrl} aria-label={t('audio.player')} className="h-10 w-full min-w-0 flex-1 sm:w-auto">
            {t('audio.unsupported')}
          </audio>
          <Button color="red" outline size="small" onClick={() => recorder.remove()}>
            {t('audio.remove')}
          </Button>
        </div>
      )}
      {mediaError && (
        <p role="alert" className="text-sm text-red-600">
          {t(`errors:${mediaError}`)}
        </p>
      )}
      {uploadError !== null && (
        <p role="alert" className="text-sm text-red-600">
          {uploadErrorText(t, uploadError, 'upload')}
        </p>
      )}
    </section>
  );
}
