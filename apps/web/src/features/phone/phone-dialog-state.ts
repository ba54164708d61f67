import type { PhoneCodeSent } from '@arya/core/contract';
import { SMS_THROTTLE } from '@arya/core/rules';
import { ApiError } from '../../lib/api-client.ts';
import { EMPTY_CODE, type CodeDigits } from './code-digits.ts';

export type PhoneDialogMode = 'code' | 'edit';
/** The call under way: the first code, a check, a new code, a code to a new number. */
export type PhoneDialogBusy = 'opening' | 'verify' | 'resend' | 'edit' | null;
/** Why the number typed was not sent (an `errors` key, shown under the field). */
export type PhoneFieldProblem = 'invalid_phone' | 'PHONE_NOT_MOBILE';

export interface ResendWait {
  from: number;
  until: number;
}

/** Spec 1 §4: the phone verification dialog, for one opening. Times are this device's clock, in ms. */
export interface PhoneDialogState {
  mode: PhoneDialogMode;
  /** The number the code in force was asked for. */
  target: string | null;
  /** The last send to `target` worked: only then does the dialog say a code was sent. */
  codeSent: boolean;
  digits: CodeDigits;
  /** The number typed in edit mode. */
  newNumber: string;
  fieldProblem: PhoneFieldProblem | null;
  error: { cause: unknown; from: 'send' | 'verify' } | null;
  busy: PhoneDialogBusy;
  /** Said once done: a new code sent on request, or a code sent to the new number (edit mode stays a moment). */
  notice: 'resent' | 'newNumberSent' | null;
  /**
   * The wait before a new code may be asked for `target` (the server's wait between two codes, or
   * the one a refusal stated): from when it was learnt, until when. null: no wait.
   */
  resendWait: ResendWait | null;
}

export type PhoneDialogAction =
  | { type: 'verifyStarted' }
  | { type: 'verifyFailed'; cause: unknown }
  | { type: 'verified' }
  | { type: 'resendStarted' }
  | { type: 'editStarted' }
  /** A code is in force for the number, after the opening, a resend, or a send to a new number. */
  | { type: 'codeSent'; sent: PhoneCodeSent; at: number }
  | { type: 'sendFailed'; cause: unknown; at: number }
  /** The new number's moment in edit mode is over. */
  | { type: 'editClosed' }
  | { type: 'digitsChanged'; digits: CodeDigits }
  | { type: 'editNumber' }
  | { type: 'backToCode' }
  | { type: 'newNumberChanged'; value: string }
  | { type: 'newNumberRefused'; problem: PhoneFieldProblem };

/** Opened on the phone field (nothing sent yet), or in code mode while the first code is asked for. */
export function initialPhoneDialogState(phoneNumber: string | null, phoneFieldFirst: boolean): PhoneDialogState {
  return {
    mode: phoneFieldFirst ? 'edit' : 'code',
    target: phoneFieldFirst ? null : phoneNumber,
    codeSent: false,
    digits: EMPTY_CODE,
    newNumber: phoneFieldFirst ? (phoneNumber ?? '') : '',
    fieldProblem: null,
    error: null,
    busy: phoneFieldFirst ? null : 'opening',
    notice: null,
    resendWait: null,
  };
}

const INTERVAL_MS = SMS_THROTTLE.perNumberIntervalSeconds * 1000;

/**
 * When the next code may be asked for, from the server's answer. A code just sent: the whole wait
 * from now. A code sent earlier and kept (`sent: false`): what is left of it by its `sentAt`; a clock
 * set wrong can only shorten or lengthen it, and a refusal then says the true wait.
 */
export function resendAtAfter(sent: PhoneCodeSent, at: number): number {
  if (sent.sent) return at + INTERVAL_MS;
  const elapsed = Math.max(0, at - Date.parse(sent.sentAt));
  return at + Math.max(0, Math.min(INTERVAL_MS, INTERVAL_MS - elapsed));
}

/** The wait a refusal states (`details.retryAfterSeconds`), as a time; null when it states none. */
export function retryAtOf(cause: unknown, at: number): number | null {
  if (!(cause instanceof ApiError)) return null;
  const seconds = (cause.details as { retryAfterSeconds?: unknown } | null | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? at + seconds * 1000 : null;
}

/**
 * Whole seconds left of a wait at `now` (0 once over). `now` is never taken before the wait was
 * learnt: a shared clock that last ticked a moment earlier would show one second too many.
 */
export function secondsLeft(wait: ResendWait | null, now: number): number {
  if (!wait) return 0;
  return Math.max(0, Math.ceil((wait.until - Math.max(now, wait.from)) / 1000));
}

export function phoneDialogReducer(state: PhoneDialogState, action: PhoneDialogAction): PhoneDialogState {
  switch (action.type) {
    case 'verifyStarted':
      return { ...state, error: null, notice: null, busy: 'verify' };
    case 'verifyFailed':
      return { ...state, error: { cause: action.cause, from: 'verify' }, busy: null };
    case 'verified':
      return { ...state, busy: null };
    case 'resendStarted':
      return { ...state, error: null, notice: null, digits: EMPTY_CODE, busy: 'resend' };
    case 'editStarted':
      return { ...state, error: null, fieldProblem: null, busy: 'edit' };
    case 'codeSent': {
      const resendWait = { from: action.at, until: resendAtAfter(action.sent, action.at) };
      const common = { ...state, target: action.sent.phoneNumber, codeSent: true, error: null, resendWait };
      if (state.busy === 'edit') return { ...common, digits: EMPTY_CODE, notice: 'newNumberSent' };
      return { ...common, busy: null, notice: state.busy === 'resend' ? 'resent' : null };
    }
    case 'sendFailed': {
      // Only a send to the code's number changes what is said about that number and its wait.
      const forTarget = state.busy === 'opening' || state.busy === 'resend';
      const retryAt = retryAtOf(action.cause, action.at);
      return {
        ...state,
        error: { cause: action.cause, from: 'send' },
        busy: null,
        notice: null,
        ...(forTarget ? { codeSent: false, resendWait: retryAt === null ? state.resendWait : { from: action.at, until: retryAt } } : {}),
      };
    }
    case 'editClosed':
      return { ...state, mode: 'code', busy: null, notice: null, newNumber: '' };
    case 'digitsChanged':
      return { ...state, digits: action.digits };
    case 'editNumber':
      return { ...state, mode: 'edit', error: null, notice: null, newNumber: '', fieldProblem: null };
    case 'backToCode':
      return { ...state, mode: 'code', error: null, newNumber: '', fieldProblem: null };
    case 'newNumberChanged':
      return { ...state, newNumber: action.value, fieldProblem: null };
    case 'newNumberRefused':
      return { ...state, error: null, fieldProblem: action.problem };
  }
}
