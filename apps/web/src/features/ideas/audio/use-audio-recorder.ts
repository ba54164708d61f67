import { useEffect, useState, useSyncExternalStore } from 'react';
import { AudioRecorder, browserRecorderDeps } from './audio-recorder.ts';

/** The writer's recorder, starting from an edited idea's stored recording; closing the writer stops the microphone. */
export function useAudioRecorder(initialUrl: string | null) {
  const [recorder] = useState(() => new AudioRecorder(browserRecorderDeps(), initialUrl));
  const snapshot = useSyncExternalStore(recorder.subscribe, recorder.getSnapshot);
  useEffect(() => () => recorder.dispose(), [recorder]);
  return { recorder, ...snapshot };
}

export type AudioRecorderState = ReturnType<typeof useAudioRecorder>;
