import type { PhoneCodeSent } from '@arya/core/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { checkNewNumber } from './new-number.ts';
import { initialPhoneDialogState, phoneDialogReducer, resendAtAfter, retryAtOf, secondsLeft, type PhoneDialogAction, type PhoneDialogState } from './phone-dialog-state.ts';

const T0 = Date.parse('2026-01-01T10:00:00.000Z');
const sent = (phoneNumber: string, changes: Partial<PhoneCodeSent> = {}): PhoneCodeSent => ({
  phoneNumber,
  sentAt: new Date(T0).toISOString(),
  expiresAt: new Date(T0 + 600_000).toISOString(),
  sent: true,
  ...changes,
});
const run = (state: PhoneDialogState, ...actions: PhoneDialogAction[]) => actions.reduce(phoneDialogReducer, state);
const tooMany = (retryAfterSeconds?: number) =>
  new ApiError(429, 'AUTH_TOO_MANY_ATTEMPTS', 'Too many', retryAfterSeconds === undefined ? undefined : { retryAfterSeconds });

describe('the resend wait', () => {
  it('lasts the 30 seconds between two codes from a code just sent', () => {
    expect(resendAtAfter(sent('+33612345678'), T0 + 500)).toBe(T0 + 30_500);
  });

  it("is what is left of it for a code sent earlier and kept, never more than 30 s nor less than 0", () => {
    expect(resendAtAfter(sent('+33612345678', { sent: false }), T0 + 12_000)).toBe(T0 + 30_000);
    expect(resendAtAfter(sent('+33612345678', { sent: false }), T0 + 90_000)).toBe(T0 + 90_000);
    // A device clock behind the server's: the whole wait, no more.
    expect(resendAtAfter(sent('+33612345678', { sent: false }), T0 - 60_000)).toBe(T0 - 30_000);
  });

  it("is the wait a refusal states, when it states one", () => {
    expect(retryAtOf(tooMany(25), T0)).toBe(T0 + 25_000);
    expect(retryAtOf(tooMany(), T0)).toBeNull();
    expect(retryAtOf(new Error('network'), T0)).toBeNull();
  });

  it('counts whole seconds down to 0, from when it was learnt', () => {
    const wait = { from: T0, until: T0 + 30_000 };
    expect(secondsLeft(wait, T0)).toBe(30);
    expect(secondsLeft(wait, T0 + 29_001)).toBe(1);
    expect(secondsLeft(wait, T0 + 30_000)).toBe(0);
    // A shared clock that ticked just before the wait was learnt does not add a second.
    expect(secondsLeft(wait, T0 - 900)).toBe(30);
    expect(secondsLeft(null, T0)).toBe(0);
    expect(secondsLeft({ from: T0, until: T0 + 3_725_000 }, T0)).toBe(3725);
  });
});

describe('the dialog state', () => {
  const opening = initialPhoneDialogState('+33612345678', false);

  it('opens in code mode asking for a code, or on the phone field with nothing asked', () => {
    expect(opening).toMatchObject({ mode: 'code', target: '+33612345678', busy: 'opening', codeSent: false, resendWait: null });
    expect(initialPhoneDialogState('+33612345678', true)).toMatchObject({ mode: 'edit', target: null, busy: null, newNumber: '+33612345678' });
  });

  it('says a code was sent, and starts the wait, once the server answers', () => {
    const state = run(opening, { type: 'codeSent', sent: sent('+33612345678'), at: T0 });
    expect(state).toMatchObject({ busy: null, codeSent: true, error: null, notice: null, resendWait: { from: T0, until: T0 + 30_000 } });
  });

  it('after a failed send shows only the error: no "code sent", and the wait the refusal states', () => {
    const failed = run(opening, { type: 'sendFailed', cause: tooMany(18), at: T0 });
    expect(failed).toMatchObject({ busy: null, codeSent: false, error: { from: 'send' }, resendWait: { from: T0, until: T0 + 18_000 } });
    // A resend that fails after a code went: the earlier message goes too.
    const resent = run(opening, { type: 'codeSent', sent: sent('+33612345678'), at: T0 }, { type: 'resendStarted' }, { type: 'sendFailed', cause: new ApiError(503, 'AUTH_SMS_QUOTA_EXCEEDED', 'x'), at: T0 + 40_000 });
    expect(resent).toMatchObject({ codeSent: false, notice: null, error: { from: 'send' }, resendWait: { from: T0, until: T0 + 30_000 } });
  });

  it('resends: clears the boxes while it works, says so when done and waits again', () => {
    const typed = run(opening, { type: 'codeSent', sent: sent('+33612345678'), at: T0 }, { type: 'digitsChanged', digits: ['1', '2', '', '', '', ''] }, { type: 'resendStarted' });
    expect(typed).toMatchObject({ busy: 'resend', digits: ['', '', '', '', '', ''] });
    expect(run(typed, { type: 'codeSent', sent: sent('+33612345678'), at: T0 + 45_000 })).toMatchObject({ busy: null, notice: 'resent', resendWait: { until: T0 + 75_000 } });
  });

  it('a code to a new number stays a moment in edit mode, then the code is for that number', () => {
    const editing = run(opening, { type: 'codeSent', sent: sent('+33612345678'), at: T0 }, { type: 'editNumber' }, { type: 'newNumberChanged', value: '+447400123456' }, { type: 'editStarted' });
    const sentThere = run(editing, { type: 'codeSent', sent: sent('+447400123456'), at: T0 + 5_000 });
    expect(sentThere).toMatchObject({ mode: 'edit', busy: 'edit', target: '+447400123456', notice: 'newNumberSent', resendWait: { until: T0 + 35_000 } });
    expect(run(sentThere, { type: 'editClosed' })).toMatchObject({ mode: 'code', busy: null, notice: null, newNumber: '', codeSent: true });
  });

  it("a failed send to a new number leaves the code's number, its message and its wait as they were", () => {
    const before = run(opening, { type: 'codeSent', sent: sent('+33612345678'), at: T0 }, { type: 'editNumber' }, { type: 'editStarted' });
    const failed = run(before, { type: 'sendFailed', cause: tooMany(3000), at: T0 + 1_000 });
    expect(failed).toMatchObject({ mode: 'edit', busy: null, target: '+33612345678', codeSent: true, resendWait: { until: T0 + 30_000 }, error: { from: 'send' } });
  });

  it('a refused number is said under the field and forgotten as soon as it changes', () => {
    const refused = run(initialPhoneDialogState(null, true), { type: 'newNumberRefused', problem: 'PHONE_NOT_MOBILE' });
    expect(refused.fieldProblem).toBe('PHONE_NOT_MOBILE');
    expect(run(refused, { type: 'newNumberChanged', value: '+336' }).fieldProblem).toBeNull();
  });

  it('a wrong code keeps the digits and says so; back to code mode forgets the number typed', () => {
    const wrong = run(opening, { type: 'digitsChanged', digits: ['1', '2', '3', '4', '5', '6'] }, { type: 'verifyStarted' }, { type: 'verifyFailed', cause: new Error('x') });
    expect(wrong).toMatchObject({ busy: null, digits: ['1', '2', '3', '4', '5', '6'], error: { from: 'verify' } });
    expect(run(wrong, { type: 'editNumber' }, { type: 'newNumberChanged', value: '+4474' }, { type: 'backToCode' })).toMatchObject({ mode: 'code', newNumber: '', error: null });
  });
});

describe('the new number, checked before sending', () => {
  it('must be an international mobile number', () => {
    expect(checkNewNumber('+33 6 12 34 56 78')).toEqual({ phoneNumber: '+33612345678' });
    expect(checkNewNumber('+1 201 555 0123')).toEqual({ phoneNumber: '+12015550123' });
    expect(checkNewNumber('06 12')).toEqual({ problem: 'invalid_phone' });
    for (const notMobile of ['+33 8 99 12 34 56', '+33 1 23 45 67 89', '+33 9 12 34 56 78', '+33 8 00 12 34 56']) {
      expect(checkNewNumber(notMobile), notMobile).toEqual({ problem: 'PHONE_NOT_MOBILE' });
    }
  });
});
