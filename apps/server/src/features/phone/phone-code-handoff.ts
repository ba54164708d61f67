import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * better-auth's phone-number plugin makes and stores the code, then hands it to a sendOTP callback.
 * We send the SMS ourselves, after the call, so that the member's language, the provider's errors
 * and the send log are handled in one place: the callback only passes the code back to its caller.
 */
const handoff = new AsyncLocalStorage<{ code: string | null }>();

export function receiveIssuedCode(code: string): void {
  const slot = handoff.getStore();
  // Only the phone service asks for codes (the plugin's HTTP paths are disabled).
  if (!slot) throw new Error('a phone code was issued outside the phone service');
  slot.code = code;
}

/** Runs a plugin call and answers the code it issued. */
export async function issuedCodeOf(call: () => Promise<unknown>): Promise<string> {
  const slot: { code: string | null } = { code: null };
  await handoff.run(slot, call);
  if (!slot.code) throw new Error('the phone-number plugin issued no code');
  return slot.code;
}
