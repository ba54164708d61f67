import { SMS_THROTTLE } from '@arya/core';
import { describe, expect, it } from 'vitest';
import { sendRefusal, type RecentSends } from './sms-limits.ts';

const none = { count: 0, waitSeconds: 0 };
const recent = (changes: Partial<RecentSends> = {}): RecentSends => ({ numberRecent: none, numberHour: none, memberHour: none, ipHour: none, globalHour: none, ...changes });
const limits = { maxPerHour: 1000, maxPerIpPerHour: 20 };

describe('the limits against SMS pumping', () => {
  it('let a send through while every limit has room', () => {
    expect(sendRefusal(recent({ numberHour: { count: SMS_THROTTLE.perNumberPerHour - 1, waitSeconds: 900 } }), limits)).toBeNull();
  });

  it('say how long to wait: until every full limit has room again', () => {
    expect(sendRefusal(recent({ numberRecent: { count: 1, waitSeconds: 12 } }), limits)).toEqual({ code: 'AUTH_TOO_MANY_ATTEMPTS', retryAfterSeconds: 12 });
    expect(
      sendRefusal(recent({ numberRecent: { count: 1, waitSeconds: 12 }, memberHour: { count: SMS_THROTTLE.perMemberPerHour, waitSeconds: 1500 }, ipHour: { count: 3, waitSeconds: 2000 } }), limits),
    ).toEqual({ code: 'AUTH_TOO_MANY_ATTEMPTS', retryAfterSeconds: 1500 });
  });

  it('never say to wait less than a second', () => {
    expect(sendRefusal(recent({ numberRecent: { count: 1, waitSeconds: 0 } }), limits)?.retryAfterSeconds).toBe(1);
  });

  it('tell the hourly cap in all apart (the service is out of SMS, not the member out of tries)', () => {
    expect(sendRefusal(recent({ globalHour: { count: 1000, waitSeconds: 60 }, numberRecent: { count: 1, waitSeconds: 5 } }), limits)).toEqual({ code: 'AUTH_SMS_QUOTA_EXCEEDED', retryAfterSeconds: 60 });
  });
});
