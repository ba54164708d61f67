import type { CurrentUser } from '@arya/core/contract';
import { BACK_OFFICE_DATA_DELAY_MS } from '@arya/core/rules';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { backOfficeMessageOf, readFrameEvent, type FrameEvent } from './back-office-messages.ts';

/**
 * The app's side of the back-office frame (spec 1 §4): 2 s after the frame loads, the member's data
 * and privileges go to it, to the app's own origin only. The frame's events are taken from that
 * frame only. A frame that says it is ready after the data went (its page loaded late) gets it again.
 */
export function useBackOfficeFrame(frame: RefObject<HTMLIFrameElement | null>, user: CurrentUser, onEvent: (event: Exclude<FrameEvent, 'ready'>) => void) {
  const timer = useRef<number | undefined>(undefined);
  const sent = useRef(false);
  const latest = useRef({ user, onEvent });
  useEffect(() => {
    latest.current = { user, onEvent };
  });

  const send = useCallback(() => {
    frame.current?.contentWindow?.postMessage(backOfficeMessageOf(latest.current.user), window.location.origin);
    sent.current = true;
  }, [frame]);

  const onLoad = useCallback(() => {
    window.clearTimeout(timer.current);
    sent.current = false;
    timer.current = window.setTimeout(send, BACK_OFFICE_DATA_DELAY_MS);
  }, [send]);

  useEffect(() => {
    const listen = (message: MessageEvent) => {
      const source = frame.current?.contentWindow;
      if (!source || message.source !== source) return;
      const event = readFrameEvent(message, window.location.origin);
      if (event === 'ready') {
        if (sent.current) send();
      } else if (event) latest.current.onEvent(event);
    };
    window.addEventListener('message', listen);
    return () => {
      window.removeEventListener('message', listen);
      window.clearTimeout(timer.current);
    };
  }, [frame, send]);

  return { onLoad };
}
