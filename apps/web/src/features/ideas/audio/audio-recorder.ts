import { IDEA_AUDIO_MAX_SECONDS, IDEA_AUDIO_TYPE } from '@arya/core/rules';

/** The keys (of the `errors` namespace) of a recorder that cannot record. */
export type MediaErrorKey = 'media.support' | 'media.permission';

export type RecorderStatus = 'idle' | 'starting' | 'recording' | 'recorded';

export interface RecorderSnapshot {
  status: RecorderStatus;
  /** Whole seconds recorded so far (the last recording's length once stopped). */
  seconds: number;
  /** What the player plays: a local address of the new recording, or the stored address of an edited idea's. */
  playUrl: string | null;
  /** Why recording could not start. */
  mediaError: MediaErrorKey | null;
  /** The last failed upload of the recording, until the next try. */
  uploadError: unknown;
}

/** The part of MediaRecorder the recorder uses. */
export interface MediaRecorderLike {
  ondataavailable: ((event: { data: Blob }) => void) | null;
  onstop: (() => void) | null;
  start(): void;
  stop(): void;
}

export interface RecorderDeps {
  /** Null when the browser cannot capture sound. */
  getUserMedia: ((constraints: MediaStreamConstraints) => Promise<MediaStream>) | null;
  /** Null when the browser cannot record a webm. */
  createRecorder: ((stream: MediaStream, mimeType: string) => MediaRecorderLike) | null;
  createUrl(blob: Blob): string;
  revokeUrl(url: string): void;
  now(): number;
}

/** The browser's microphone and MediaRecorder, read when recording starts (so a page without them still loads). */
export function browserRecorderDeps(): RecorderDeps {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  const Recorder = (globalThis as { MediaRecorder?: typeof MediaRecorder }).MediaRecorder;
  const recordsWebm = Recorder !== undefined && (typeof Recorder.isTypeSupported !== 'function' || Recorder.isTypeSupported(IDEA_AUDIO_TYPE));
  return {
    getUserMedia: devices?.getUserMedia ? (constraints) => devices.getUserMedia(constraints) : null,
    createRecorder: recordsWebm ? (stream, mimeType) => new Recorder(stream, { mimeType }) as unknown as MediaRecorderLike : null,
    createUrl: (blob) => URL.createObjectURL(blob),
    revokeUrl: (url) => URL.revokeObjectURL(url),
    now: () => Date.now(),
  };
}

const TICK_MS = 250;

/** m:ss, for the elapsed time and the limit. */
export function formatSeconds(total: number): string {
  const minutes = Math.floor(total / 60);
  const seconds = Math.floor(total % 60);
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/**
 * A coach's recording (spec 2 §4 Audio): toggles between recording and stopped, stops by itself at
 * IDEA_AUDIO_MAX_SECONDS, and keeps the recording as a webm blob with a playable local address
 * until it is removed or stored. React reads it with useSyncExternalStore.
 */
export class AudioRecorder {
  private snapshot: RecorderSnapshot;
  private readonly listeners = new Set<() => void>();
  private blob: Blob | null = null;
  private storedUrl: string | null;
  private stream: MediaStream | null = null;
  private recorder: MediaRecorderLike | null = null;
  private chunks: Blob[] = [];
  private startedAt = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  /** Changes whenever what is running is dropped, so a late permission or stop does not bring it back. */
  private session = 0;
  private stopped: { promise: Promise<void>; resolve: () => void } | null = null;

  constructor(
    private readonly deps: RecorderDeps,
    /** An edited idea's stored recording. */
    initialUrl: string | null = null,
  ) {
    this.storedUrl = initialUrl;
    this.snapshot = { status: initialUrl ? 'recorded' : 'idle', seconds: 0, playUrl: initialUrl, mediaError: null, uploadError: null };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): RecorderSnapshot => this.snapshot;

  /** Starts recording, or stops the running recording. */
  toggle(): Promise<void> {
    if (this.snapshot.status === 'recording') return this.stop();
    return this.start();
  }

  async start(): Promise<void> {
    if (this.snapshot.status === 'starting' || this.snapshot.status === 'recording') return;
    const { getUserMedia, createRecorder } = this.deps;
    if (!getUserMedia || !createRecorder) {
      this.set({ mediaError: 'media.support' });
      return;
    }
    const session = ++this.session;
    this.set({ status: 'starting', mediaError: null, uploadError: null });
    let stream: MediaStream;
    try {
      stream = await getUserMedia({ audio: true });
    } catch (error) {
      if (session !== this.session) return;
      this.set({ status: this.playable() ? 'recorded' : 'idle', mediaError: isRefusal(error) ? 'media.permission' : 'media.support' });
      return;
    }
    if (session !== this.session) return stopTracks(stream);
    let recorder: MediaRecorderLike;
    try {
      recorder = createRecorder(stream, IDEA_AUDIO_TYPE);
    } catch {
      stopTracks(stream);
      this.set({ status: this.playable() ? 'recorded' : 'idle', mediaError: 'media.support' });
      return;
    }
    // A new recording replaces the previous one.
    this.dropRecording();
    this.stream = stream;
    this.recorder = recorder;
    this.chunks = [];
    recorder.ondataavailable = (event) => {
      if (session === this.session && event.data.size > 0) this.chunks.push(event.data);
    };
    recorder.onstop = () => {
      if (session === this.session) this.finish();
    };
    recorder.start();
    this.startedAt = this.deps.now();
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.set({ status: 'recording', seconds: 0, playUrl: null });
  }

  /** Stops the recording; resolves once the recording is ready to play. */
  stop(): Promise<void> {
    if (this.snapshot.status !== 'recording' || !this.recorder) return this.stopped?.promise ?? Promise.resolve();
    if (this.stopped) return this.stopped.promise;
    this.clearTimer();
    let resolve = () => {};
    const promise = new Promise<void>((done) => (resolve = done));
    this.stopped = { promise, resolve };
    this.recorder.stop();
    return promise;
  }

  /** Removes the recording (or drops the one running). */
  remove(): void {
    this.abort();
    this.dropRecording();
    this.storedUrl = null;
    this.set({ status: 'idle', seconds: 0, playUrl: null, mediaError: null, uploadError: null });
  }

  /**
   * The stored address of the recording to send with the idea: the edited idea's, or the new
   * recording once `upload` stored it (once: a second call reuses it). Null without a recording.
   * A running recording is stopped first. Throws when the upload fails (its error is kept).
   */
  async storedAddress(upload: (file: File) => Promise<{ url: string }>): Promise<string | null> {
    if (this.snapshot.status === 'recording') await this.stop();
    if (this.storedUrl) return this.storedUrl;
    if (!this.blob) return null;
    const blob = this.blob;
    this.set({ uploadError: null });
    try {
      const { url } = await upload(new File([blob], 'idea-audio.webm', { type: IDEA_AUDIO_TYPE }));
      if (this.blob === blob) this.storedUrl = url;
      return url;
    } catch (error) {
      this.set({ uploadError: error });
      throw error;
    }
  }

  /** Stops the microphone and frees the local address (the writer closed). The recorder can start again. */
  dispose(): void {
    this.abort();
    this.dropRecording();
    this.set({ status: this.storedUrl ? 'recorded' : 'idle', playUrl: this.storedUrl });
  }

  private tick(): void {
    const seconds = Math.min(IDEA_AUDIO_MAX_SECONDS, Math.floor((this.deps.now() - this.startedAt) / 1000));
    if (seconds !== this.snapshot.seconds) this.set({ seconds });
    if (seconds >= IDEA_AUDIO_MAX_SECONDS) void this.stop();
  }

  private finish(): void {
    this.clearTimer();
    this.blob = new Blob(this.chunks, { type: IDEA_AUDIO_TYPE });
    this.chunks = [];
    this.storedUrl = null;
    this.releaseDevice();
    const seconds = Math.min(IDEA_AUDIO_MAX_SECONDS, Math.floor((this.deps.now() - this.startedAt) / 1000));
    this.set({ status: 'recorded', seconds, playUrl: this.deps.createUrl(this.blob) });
    this.stopped?.resolve();
    this.stopped = null;
  }

  /** Drops what is running (a permission asked, a recording) without keeping anything. */
  private abort(): void {
    this.session += 1;
    this.clearTimer();
    const recorder = this.recorder;
    this.releaseDevice();
    if (recorder) {
      try {
        recorder.stop();
      } catch {
        // Already inactive.
      }
    }
    this.chunks = [];
    this.stopped?.resolve();
    this.stopped = null;
  }

  private releaseDevice(): void {
    if (this.stream) stopTracks(this.stream);
    this.stream = null;
    this.recorder = null;
  }

  private dropRecording(): void {
    if (this.snapshot.playUrl && this.snapshot.playUrl !== this.storedUrl) this.deps.revokeUrl(this.snapshot.playUrl);
    this.blob = null;
  }

  private playable(): boolean {
    return this.snapshot.playUrl !== null;
  }

  private clearTimer(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  private set(patch: Partial<RecorderSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }
}

/** The member (or the browser's settings) refused the microphone. */
function isRefusal(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError';
}

function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}
