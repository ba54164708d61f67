import type { BackOfficeMessage } from '@arya/core/contract';
import { isLanguage, isStaff, type Language } from '@arya/core/rules';
import { useEffect, useState } from 'react';
import { useSession } from '../../session/session-context.ts';
import { backOfficeMessageOf, isFramed, readAppMessage, tellApp } from '../back-office-messages.ts';

export type BackOfficeContext =
  | { status: 'waiting' }
  | { status: 'staffOnly' }
  | { status: 'ready'; displayName: string; adminLang: Language | null };

/**
 * Who uses the back-office. In the app's frame — its normal use — the context is the app's
 * signal-send message (taken from the app's own origin only); until it comes, the page waits.
 * Opened in a tab of its own (tests, a direct link), the signed-in member stands in for it. Either
 * way both the message's member and the session's must be staff: the API checks it again.
 */
export function useBackOfficeContext(): BackOfficeContext {
  const { user } = useSession();
  const [framed] = useState(isFramed);
  const [message, setMessage] = useState<BackOfficeMessage | null>(null);

  useEffect(() => {
    if (!framed) return;
    const listen = (event: MessageEvent) => {
      const read = readAppMessage(event, window.location.origin);
      if (read) setMessage(read);
    };
    window.addEventListener('message', listen);
    // The app sends its data 2 s after the frame loads; if this page came later, it asks again.
    tellApp('ready');
    return () => window.removeEventListener('message', listen);
  }, [framed]);

  const source = framed ? message : user && backOfficeMessageOf(user);
  if (!source) return { status: 'waiting' };
  if (!isStaff(source.data.user.role) || !isStaff(user?.role)) return { status: 'staffOnly' };
  const { adminLang, displayName } = source.data.user;
  return { status: 'ready', displayName, adminLang: isLanguage(adminLang) ? adminLang : null };
}
