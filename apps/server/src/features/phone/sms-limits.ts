import { SMS_THROTTLE } from '@arya/core';

/** How many sends one limit counts now, and the seconds until the send that decides it leaves its window. */
export interface WindowUse {
  count: number;
  waitSeconds: number;
}

export interface RecentSends {
  /** The member asking, to this number, within the shortest wait between two codes. */
  numberRecent: WindowUse;
  /** The member asking, to this number, in the hour. */
  numberHour: WindowUse;
  memberHour: WindowUse;
  ipHour: WindowUse;
  globalHour: WindowUse;
}

export interface SendLimits {
  maxPerHour: number;
  maxPerIpPerHour: number;
}

export interface SendRefusal {
  code: 'AUTH_SMS_QUOTA_EXCEEDED' | 'AUTH_TOO_MANY_ATTEMPTS';
  /** When every limit that refused has room again: the dialog counts it down. */
  retryAfterSeconds: number;
}

/** Whether one more code may be sent, by the limits against SMS pumping; null when it may. */
export function sendRefusal(recent: RecentSends, limits: SendLimits): SendRefusal | null {
  if (recent.globalHour.count >= limits.maxPerHour) return { code: 'AUTH_SMS_QUOTA_EXCEEDED', retryAfterSeconds: Math.max(1, recent.globalHour.waitSeconds) };
  const full = [
    recent.numberRecent.count > 0 ? recent.numberRecent : null,
    recent.numberHour.count >= SMS_THROTTLE.perNumberPerHour ? recent.numberHour : null,
    recent.memberHour.count >= SMS_THROTTLE.perMemberPerHour ? recent.memberHour : null,
    recent.ipHour.count >= limits.maxPerIpPerHour ? recent.ipHour : null,
  ].filter((use): use is WindowUse => use !== null);
  if (full.length === 0) return null;
  return { code: 'AUTH_TOO_MANY_ATTEMPTS', retryAfterSeconds: Math.max(1, ...full.map((use) => use.waitSeconds)) };
}
