const CHANNEL = 'arya-auth';
type AuthMessage = { type: 'logout' } | { type: 'login' };

/** Tells the other open tabs that the member signed out (or in), so they follow. */
export function broadcastAuth(message: AuthMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(message);
  channel.close();
}

export function onAuthBroadcast(listener: (message: AuthMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<AuthMessage>) => listener(event.data);
  return () => channel.close();
}
