import { describe, expect, it } from 'vitest';
import { backOfficeMessageOf, readAppMessage, readFrameEvent } from './back-office-messages.ts';

const origin = 'https://arya.test';
const staff = { uid: 'u1', displayName: 'Ana', role: 'staff', adminLang: 'en' as const, allowedAdminLangs: ['fr' as const, 'en' as const], privileges: ['news'], adminOptions: { desk: 'forex' } };

describe('the app → frame message', () => {
  it('carries the member, their privileges and the web platform under signal-send', () => {
    expect(backOfficeMessageOf(staff)).toEqual({
      type: 'signal-send',
      data: {
        user: { uid: 'u1', displayName: 'Ana', role: 'staff', adminLang: 'en', allowedAdminLangs: ['fr', 'en'] },
        privileges: ['news'],
        adminOptions: { desk: 'forex' },
        platform: 'web',
      },
    });
  });

  it('is read only from the own origin and only when it has the shape of the schema', () => {
    const message = backOfficeMessageOf(staff);
    expect(readAppMessage({ origin, data: message }, origin)).toEqual(message);
    expect(readAppMessage({ origin: 'https://evil.test', data: message }, origin)).toBeNull();
    expect(readAppMessage({ origin, data: { ...message, type: 'other' } }, origin)).toBeNull();
    expect(readAppMessage({ origin, data: { type: 'signal-send', data: { ...message.data, platform: 'ios' } } }, origin)).toBeNull();
    expect(readAppMessage({ origin, data: 'signal-send' }, origin)).toBeNull();
  });
});

describe('the frame → app events', () => {
  it('are read only from the own origin, and only the known ones', () => {
    const event = (name: string) => ({ type: 'signal-send', data: { event: name } });
    expect(readFrameEvent({ origin, data: event('news-created') }, origin)).toBe('news-created');
    expect(readFrameEvent({ origin, data: event('news-deleted') }, origin)).toBe('news-deleted');
    expect(readFrameEvent({ origin: 'https://evil.test', data: event('news-created') }, origin)).toBeNull();
    expect(readFrameEvent({ origin, data: event('reload-everything') }, origin)).toBeNull();
  });
});
