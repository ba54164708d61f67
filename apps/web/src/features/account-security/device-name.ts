import type { MemberSession } from '@arya/core/contract';
import type { TFunction } from 'i18next';

/** "Chrome on Windows", with the unknown parts named as such. */
export function deviceName(t: TFunction, session: Pick<MemberSession, 'browser' | 'os'>): string {
  return t('security:sessions.device', { browser: session.browser ?? t('security:sessions.unknownBrowser'), os: session.os ?? t('security:sessions.unknownOs') });
}
