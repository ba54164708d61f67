import { PHONE_EDIT_CLOSE_MS, PHONE_RESEND_SPINNER_MS, verifiablePhoneSchema, type CurrentUser } from '@arya/core';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { EMPTY_CODE, isCodeComplete, type CodeDigits } from './code-digits.ts';
import { useSendPhoneCode, useVerifyPhone } from './phone-queries.ts';
import { useFocusAfterRender } from './use-focus-after-render.ts';

export type PhoneDialogMode = 'code' | 'edit';
/** The call under way: the first code, a check, a new code, a code to a new number. */
export type PhoneDialogBusy = 'opening' | 'verify' | 'resend' | 'edit' | null;

interface Options {
  phoneNumber: string | null;
  /** Opened on the phone field: nothing is sent on open, and logout replaces the back link. */
  phoneFieldFirst: boolean;
  onVerified: (user: CurrentUser) => void;
  /** The controls the focus goes to, rendered by the steps. */
  firstBox: RefObject<HTMLInputElement | null>;
  submit: RefObject<HTMLButtonElement | null>;
  phoneInput: RefObject<HTMLInputElement | null>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Spec 1 §4: the state and the calls of the phone verification dialog, for one opening. */
export function usePhoneVerification({ phoneNumber, phoneFieldFirst, onVerified, firstBox, submit, phoneInput }: Options) {
  const sendCode = useSendPhoneCode();
  const verifyPhone = useVerifyPhone();
  const [mode, setMode] = useState<PhoneDialogMode>(phoneFieldFirst ? 'edit' : 'code');
  /** The number the code in force was sent to. */
  const [target, setTarget] = useState(phoneFieldFirst ? null : phoneNumber);
  const [digits, setDigits] = useState<CodeDigits>(EMPTY_CODE);
  const [newNumber, setNewNumber] = useState(phoneFieldFirst ? (phoneNumber ?? '') : '');
  const [phoneInvalid, setPhoneInvalid] = useState(false);
  const [error, setError] = useState<{ cause: unknown; from: 'send' | 'verify' } | null>(null);
  const [busy, setBusy] = useState<PhoneDialogBusy>(phoneFieldFirst ? null : 'opening');
  /** A code went to the new number; edit mode stays a moment so the member sees it. */
  const [newNumberSent, setNewNumberSent] = useState(false);
  /** A new code was sent on request (said to screen readers). */
  const [resent, setResent] = useState(false);

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

  const failed = (cause: unknown, from: 'send' | 'verify') => {
    if (!alive.current) return;
    setError({ cause, from });
    setBusy(null);
  };

  // On open in code mode, a code goes to the member's number (one still valid is kept).
  const opened = useRef(false);
  const { mutateAsync: send } = sendCode;
  useEffect(() => {
    if (opened.current || phoneFieldFirst || !phoneNumber) return;
    opened.current = true;
    send({ phoneNumber, resend: false }).then(
      () => alive.current && setBusy(null),
      (cause: unknown) => failed(cause, 'send'),
    );
    // Once per opening: the props of the first render decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const verify = async () => {
    if (!target || !isCodeComplete(digits) || busy) return;
    setError(null);
    setResent(false);
    setBusy('verify');
    try {
      const user = await verifyPhone.mutateAsync({ phoneNumber: target, code: digits.join('') });
      if (!alive.current) return;
      setBusy(null);
      onVerified(user);
    } catch (cause) {
      failed(cause, 'verify');
      focusLater(theFirstBox);
    }
  };

  const resend = async () => {
    if (!target || busy) return;
    setError(null);
    setResent(false);
    setDigits(EMPTY_CODE);
    setBusy('resend');
    try {
      await Promise.all([send({ phoneNumber: target, resend: true }), wait(PHONE_RESEND_SPINNER_MS)]);
      if (!alive.current) return;
      setBusy(null);
      setResent(true);
      focusLater(theFirstBox);
    } catch (cause) {
      failed(cause, 'send');
    }
  };

  const editNumber = () => {
    setError(null);
    setResent(false);
    setNewNumber('');
    setPhoneInvalid(false);
    setMode('edit');
    focusLater(thePhoneInput);
  };

  const backToCode = () => {
    setError(null);
    setNewNumber('');
    setPhoneInvalid(false);
    setMode('code');
    focusLater(theFirstBox);
  };

  const changeNewNumber = (value: string) => {
    setNewNumber(value);
    setPhoneInvalid(false);
  };

  const sendToNewNumber = async () => {
    if (busy) return;
    const parsed = verifiablePhoneSchema.safeParse(newNumber);
    if (!parsed.success) {
      setError(null);
      setPhoneInvalid(true);
      focusLater(thePhoneInput);
      return;
    }
    setError(null);
    setBusy('edit');
    try {
      const sent = await send({ phoneNumber: parsed.data, resend: true });
      if (!alive.current) return;
      setTarget(sent.phoneNumber);
      setDigits(EMPTY_CODE);
      setNewNumberSent(true);
      await wait(PHONE_EDIT_CLOSE_MS);
      if (!alive.current) return;
      setBusy(null);
      setNewNumberSent(false);
      setNewNumber('');
      setMode('code');
      focusLater(theFirstBox);
    } catch (cause) {
      failed(cause, 'send');
    }
  };

  return {
    mode,
    target,
    digits,
    newNumber,
    phoneInvalid,
    error,
    busy,
    newNumberSent,
    resent,
    changeDigits: setDigits,
    /** After the sixth digit or a pasted code. */
    codeComplete: () => focusLater(() => submit.current),
    verify,
    resend,
    editNumber,
    backToCode,
    changeNewNumber,
    sendToNewNumber,
  };
}

export type PhoneVerification = ReturnType<typeof usePhoneVerification>;
