import { IDEA_AUDIO_MAX_SECONDS, IDEA_AUDIO_TYPE } from '@arya/core/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AudioRecorder, browserRecorderDeps, formatSeconds } from './audio-recorder.ts';

/** A MediaRecorder that hands one chunk of "sound" when stopped, like the browser's (asynchronously). */
class FakeMediaRecorder {
  static isTypeSupported = (type: string): boolean => type === IDEA_AUDIO_TYPE;
  static created: FakeMediaRecorder[] = [];
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  state = 'inactive';
  constructor(
    readonly stream: MediaStream,
    readonly options: { mimeType: string },
  ) {
    FakeMediaRecorder.created.push(this);
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    queueMicrotask(() => {
      this.ondataavailable?.({ data: new Blob(['sound'], { type: IDEA_AUDIO_TYPE }) });
      this.onstop?.();
    });
  }
}

let track: { stop: ReturnType<typeof vi.fn> };
let getUserMedia: ReturnType<typeof vi.fn>;

function withMicrophone(answer: () => Promise<unknown> = async () => ({ getTracks: () => [track] })) {
  getUserMedia = vi.fn(answer);
  vi.stubGlobal('navigator', { mediaDevices: { getUserMedia } });
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
}

const newRecorder = (initialUrl: string | null = null) => new AudioRecorder(browserRecorderDeps(), initialUrl);

/** Lets the fake recorder's stop events run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2030-01-10T08:00:00.000Z') });
  FakeMediaRecorder.created = [];
  track = { stop: vi.fn() };
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('AudioRecorder', () => {
  it('says errors.media.support without navigator.mediaDevices, and asks for nothing', async () => {
    vi.stubGlobal('navigator', {});
    vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
    const recorder = newRecorder();
    await recorder.toggle();
    expect(recorder.getSnapshot()).toMatchObject({ status: 'idle', mediaError: 'media.support' });
  });

  it('says errors.media.support without MediaRecorder, or when it cannot record webm', async () => {
    withMicrophone();
    vi.stubGlobal('MediaRecorder', undefined);
    const recorder = newRecorder();
    await recorder.toggle();
    expect(recorder.getSnapshot().mediaError).toBe('media.support');
    expect(getUserMedia).not.toHaveBeenCalled();

    vi.stubGlobal('MediaRecorder', class extends FakeMediaRecorder {
      static override isTypeSupported = () => false;
    });
    const other = newRecorder();
    await other.toggle();
    expect(other.getSnapshot().mediaError).toBe('media.support');
  });

  it('says errors.media.permission when the microphone is refused', async () => {
    withMicrophone(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    const recorder = newRecorder();
    await recorder.toggle();
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(recorder.getSnapshot()).toMatchObject({ status: 'idle', mediaError: 'media.permission' });
  });

  it('says errors.media.support when there is no microphone', async () => {
    withMicrophone(() => Promise.reject(new DOMException('No device', 'NotFoundError')));
    const recorder = newRecorder();
    await recorder.toggle();
    expect(recorder.getSnapshot().mediaError).toBe('media.support');
  });

  it('records a webm, counts the seconds, and on stop gives a playable recording and frees the microphone', async () => {
    withMicrophone();
    const recorder = newRecorder();
    await recorder.toggle();
    expect(FakeMediaRecorder.created[0]!.options).toEqual({ mimeType: IDEA_AUDIO_TYPE });
    expect(recorder.getSnapshot()).toMatchObject({ status: 'recording', seconds: 0, mediaError: null });
    await vi.advanceTimersByTimeAsync(3_100);
    expect(recorder.getSnapshot().seconds).toBe(3);

    const stopped = recorder.toggle();
    await settle();
    await stopped;
    const snapshot = recorder.getSnapshot();
    expect(snapshot).toMatchObject({ status: 'recorded', seconds: 3 });
    expect(snapshot.playUrl).toMatch(/^blob:/);
    expect(track.stop).toHaveBeenCalled();

    const upload = vi.fn(async (file: File) => ({ url: `/uploads/${file.size}` }));
    expect(await recorder.storedAddress(upload)).toBe('/uploads/5');
    const file = upload.mock.calls[0]![0];
    expect(file.type).toBe(IDEA_AUDIO_TYPE);
    expect(await file.text()).toBe('sound');
    // Stored once: publishing again after a failed save does not send it twice.
    expect(await recorder.storedAddress(upload)).toBe('/uploads/5');
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it(`stops by itself at ${IDEA_AUDIO_MAX_SECONDS} seconds`, async () => {
    withMicrophone();
    const recorder = newRecorder();
    await recorder.start();
    await vi.advanceTimersByTimeAsync(IDEA_AUDIO_MAX_SECONDS * 1000 + 500);
    expect(recorder.getSnapshot()).toMatchObject({ status: 'recorded', seconds: IDEA_AUDIO_MAX_SECONDS });
    expect(FakeMediaRecorder.created[0]!.state).toBe('inactive');
  });

  it('removes a recording: nothing left to send', async () => {
    withMicrophone();
    const recorder = newRecorder();
    await recorder.start();
    const stopped = recorder.stop();
    await settle();
    await stopped;
    recorder.remove();
    expect(recorder.getSnapshot()).toMatchObject({ status: 'idle', playUrl: null });
    expect(await recorder.storedAddress(vi.fn())).toBeNull();
  });

  it("keeps an edited idea's stored recording until it is removed", async () => {
    const recorder = newRecorder('/uploads/old');
    expect(recorder.getSnapshot()).toMatchObject({ status: 'recorded', playUrl: '/uploads/old' });
    const upload = vi.fn();
    expect(await recorder.storedAddress(upload)).toBe('/uploads/old');
    expect(upload).not.toHaveBeenCalled();
    recorder.remove();
    expect(await recorder.storedAddress(upload)).toBeNull();
  });

  it('keeps a failed upload as the error and throws, so nothing is published', async () => {
    withMicrophone();
    const recorder = newRecorder();
    await recorder.start();
    const stopped = recorder.stop();
    await settle();
    await stopped;
    const failure = new Error('offline');
    await expect(recorder.storedAddress(() => Promise.reject(failure))).rejects.toBe(failure);
    expect(recorder.getSnapshot().uploadError).toBe(failure);
  });

  it('stops the microphone when the writer closes mid-recording', async () => {
    withMicrophone();
    const recorder = newRecorder();
    await recorder.start();
    recorder.dispose();
    await settle();
    expect(track.stop).toHaveBeenCalled();
    expect(recorder.getSnapshot().status).toBe('idle');
  });
});

describe('formatSeconds', () => {
  it('writes m:ss', () => {
    expect(formatSeconds(0)).toBe('0:00');
    expect(formatSeconds(65)).toBe('1:05');
    expect(formatSeconds(IDEA_AUDIO_MAX_SECONDS)).toBe('10:00');
  });
});
