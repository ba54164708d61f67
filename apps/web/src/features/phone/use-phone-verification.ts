import type { CurrentUser, PhoneCodeRequest } from '@arya/core/contract';
import { PHONE_EDIT_CLOSE_MS, PHONE_RESEND_SPINNER_MS } from '@arya/core/rules';
import { useEffect, useReducer, useRef, type RefObject } from 'react';
import { isCodeComplete, type CodeDigits } from './code-digits.ts';
import { checkNewNumber } from './new-number.ts';
import { initialPhoneDialogState, phoneDialogReducer } from './phone-dialog-state.ts';
import { useSendPhoneCode, useVerifyPhone } from './phone-queries.ts';
import { useFocusAfterRender } from './use-focus-after-render.ts';

interface Options {
  phoneNumber: string | null;
  /** Opened on the phone field: nothing is sent on open. */
  phoneFieldFirst: boolean;
  onVerified: (user: CurrentUser) => void;
  /** The controls the focus goes to, rendered by the steps. */
  firstBox: RefObject<HTMLInputElement | null>;
  submit: RefObject<HTMLButtonElement | null>;
  phoneInput: RefObject<HTMLInputElement | null>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Spec 1 §4: the calls of the phone verification dialog and where the focus goes, for one opening;
 * what the dialog shows is phone-dialog-state.ts's reducer.
 */
export function usePhoneVerification({ phoneNumber, phoneFieldFirst, onVerified, firstBox, submit, phoneInput }: Options) {
  const { mutateAsync: send } = useSendPhoneCode();
  const verifyPhone = useVerifyPhone();
  const [state, dispatch] = useReducer(phoneDialogReducer, null, () => initialPhoneDialogState(phoneNumber, phoneFieldFirst));

  const theFirstBox = () => firstBox.current;
  const thePhoneInput = () => phoneInput.current;
  const focusLater = useFocusAfterRender(phoneFieldFirst ? thePhoneInput : theFirstBox);

  // Results that arrive after the dialog closed change nothing.
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  /** Asks for a code; the answer comes with the time it came (the resend wait starts then). */
  const sendCode = async (body: PhoneCodeRequest) => {
    const sent = await send(body);
    return { sent, at: Date.now() };
  };
  const sendFailed = (cause: unknown) => alive.current && dispatch({ type: 'sendFailed', cause, at: Date.now() });

  // On open in code mode, a code goes to the member's number (one still valid is kept).
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || phoneFieldFirst || !phoneNumber) return;
    opened.current = true;
    sendCode({ phoneNumber, resend: false }).then((answer) => alive.current && dispatch({ type: 'codeSent', ...answer }), sendFailed);
    // Once per opening: the props of the first render decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const verify = async () => {
    if (!state.target || !isCodeComplete(state.digits) || state.busy) return;
    dispatch({ type: 'verifyStarted' });
    try {
      const user = await verifyPhone.mutateAsync({ phoneNumber: state.target, code: state.digits.join('') });
      if (!alive.current) return;
      dispatch({ type: 'verified' });
      onVerified(user);
    } catch (cause) {
      if (!alive.current) return;
      dispatch({ type: 'verifyFailed', cause });
      focusLater(theFirstBox);
    }
  };

  const resend = async () => {
    if (!state.target || state.busy) return;
    dispatch({ type: 'resendStarted' });
    try {
      const [answer] = await Promise.all([sendCode({ phoneNumber: state.target, resend: true }), wait(PHONE_RESEND_SPINNER_MS)]);
      if (!alive.current) return;
      dispatch({ type: 'codeSent', ...answer });
      focusLater(theFirstBox);
    } catch (cause) {
      sendFailed(cause);
    }
  };

  const editNumber = () => {
    dispatch({ type: 'editNumber' });
    focusLater(thePhoneInput);
  };

  const backToCode = () => {
    dispatch({ type: 'backToCode' });
    focusLater(theFirstBox);
  };

  const sendToNewNumber = async () => {
    if (state.busy) return;
    const checked = checkNewNumber(state.newNumber);
    if ('problem' in checked) {
      dispatch({ type: 'newNumberRefused', problem: checked.problem });
      focusLater(thePhoneInput);
      return;
    }
    dispatch({ type: 'editStarted' });
    try {
      const answer = await sendCode({ phoneNumber: checked.phoneNumber, resend: true });
      if (!alive.current) return;
      dispatch({ type: 'codeSent', ...answer });
      // Edit mode stays a moment, so the member sees where the code went.
      await wait(PHONE_EDIT_CLOSE_MS);
      if (!alive.current) return;
      dispatch({ type: 'editClosed' });
      focusLater(theFirstBox);
    } catch (cause) {
      sendFailed(cause);
    }
  };

  return {
    ...state,
    changeDigits: (digits: CodeDigits) => dispatch({ type: 'digitsChanged', digits }),
    /** After the sixth digit or a pasted code. */
    codeComplete: () => focusLater(() => submit.current),
    verify,
    resend,
    editNumber,
    backToCode,
    changeNewNumber: (value: string) => dispatch({ type: 'newNumberChanged', value }),
    sendToNewNumber,
  };
}

export type PhoneVerification = ReturnType<typeof usePhoneVerification>;
