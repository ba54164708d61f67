import { useEffect, useRef, useState } from 'react';

/**
 * Uploads files one after the other as they are chosen; each stored result goes to `onStored`.
 * `pending` counts the files still on their way; uploads stop when the form goes away.
 */
export function useUploads<T>(upload: (file: File, signal: AbortSignal) => Promise<T>, onStored: (result: T, file: File) => void) {
  const [pending, setPending] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const controller = useRef(new AbortController());
  const latest = useRef(onStored);
  useEffect(() => {
    latest.current = onStored;
  });

  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);

  async function add(files: readonly File[]) {
    setError(null);
    setPending((count) => count + files.length);
    const { signal } = controller.current;
    for (const file of files) {
      try {
        const result = await upload(file, signal);
        if (signal.aborted) return;
        latest.current(result, file);
      } catch (failure) {
        if (signal.aborted) return;
        setError(failure);
      } finally {
        if (!signal.aborted) setPending((count) => count - 1);
      }
    }
  }

  return { pending, error, add: (files: readonly File[]) => void add(files) };
}
