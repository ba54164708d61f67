import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { LIVE_SOCKET_PATH, liveChannel, parseCommentId, parsePostId, type LiveAnswer, type LiveChannelName, type LiveError } from '@arya/core';
import { io as connect, type Socket } from 'socket.io-client';

/** The channel of a post the API answered (its `_id`). */
export function postChannel(id: string): LiveChannelName {
  const key = parsePostId(id);
  if (!key) throw new Error(`not a post id: ${id}`);
  return liveChannel.post(key);
}

/** The thread channel of a comment the API answered (its `_id`). */
export function commentChannel(id: string): LiveChannelName {
  const key = parseCommentId(id);
  if (!key) throw new Error(`not a comment id: ${id}`);
  return liveChannel.comment(key);
}

/** Sockets the tests opened, to close after the file. */
const opened: Socket[] = [];

export function closeAllSockets(): void {
  for (const socket of opened.splice(0)) socket.disconnect();
}

function socketTo(url: string, cookie: string | null): Socket {
  const socket = connect(url, { path: LIVE_SOCKET_PATH, transports: ['websocket'], extraHeaders: cookie ? { cookie } : {}, forceNew: true, reconnection: false });
  opened.push(socket);
  return socket;
}

/** Opens a socket as a member (their session cookie) or a visitor (null); fails if the handshake is refused. */
export async function openSocket(url: string, cookie: string | null): Promise<Socket> {
  const socket = socketTo(url, cookie);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** The refusal of a handshake: its connect_error's data (a LiveError), or a failure if it connected. */
export async function refusedSocket(url: string, cookie: string | null): Promise<LiveError> {
  const socket = socketTo(url, cookie);
  return new Promise<LiveError>((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the handshake was accepted')));
    socket.once('connect_error', (error: Error & { data?: LiveError }) => resolve(error.data ?? { message: error.message as LiveError['message'] }));
  });
}

/** What a handshake gets: 'accepted' (the socket is closed again at once, holding no place), or its refusal. */
export async function handshakeOutcome(url: string, cookie: string | null): Promise<LiveError | 'accepted'> {
  const socket = socketTo(url, cookie);
  return new Promise((resolve) => {
    socket.once('connect', () => (socket.disconnect(), resolve('accepted')));
    socket.once('connect_error', (error: Error & { data?: LiveError }) => resolve(error.data ?? { message: error.message as LiveError['message'] }));
  });
}

export const call = (socket: Socket, event: string, ...args: unknown[]) => socket.timeout(5000).emitWithAck(event, ...args) as Promise<LiveAnswer>;

/** The next payload of an event; rejects after `ms` (the tests never wait on a fixed sleep). */
export const nextEvent = <T>(socket: Socket, event: string, ms = 10_000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

/** The reason of the socket's next disconnection (the server closing it: 'io server disconnect'). */
export const disconnected = (socket: Socket, ms = 10_000) => nextEvent<string>(socket, 'disconnect', ms);

/**
 * A socket in a thread of its own (an outside client: encoding its flood costs the server's thread
 * nothing) that connects, sends `event` with `args` `times` times as fast as it can, and answers
 * the error the server told it and how it was disconnected.
 */
export function floodFromThread(url: string, event: string, args: unknown[], times: number): { started: Promise<void>; ended: Promise<{ told: LiveError | null; reason: string }> } {
  const worker = new Worker(FLOOD_THREAD, { eval: true, workerData: { client: createRequire(import.meta.url).resolve('socket.io-client'), url, path: LIVE_SOCKET_PATH, event, args, times } });
  let connected: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (connected = resolve));
  const ended = new Promise<{ told: LiveError | null; reason: string }>((resolve, reject) => {
    worker.on('message', (message: { connected?: true; told?: LiveError | null; reason?: string }) => {
      if (message.connected) return connected();
      resolve({ told: message.told ?? null, reason: message.reason ?? '' });
      void worker.terminate();
    });
    worker.on('error', reject);
  });
  return { started, ended };
}

const FLOOD_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const { io } = require(workerData.client);
const socket = io(workerData.url, { path: workerData.path, transports: ['websocket'], forceNew: true, reconnection: false });
let told = null;
socket.on('emitErr', (error) => (told = error));
socket.on('disconnect', (reason) => parentPort.postMessage({ told, reason }));
socket.on('connect_error', (error) => parentPort.postMessage({ told: null, reason: 'connect_error ' + error.message }));
socket.once('connect', () => {
  parentPort.postMessage({ connected: true });
  for (let index = 0; index < workerData.times; index += 1) socket.emit(workerData.event, ...workerData.args, () => undefined);
});
`;
