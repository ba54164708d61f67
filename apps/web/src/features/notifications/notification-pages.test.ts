import type { AppNotification } from '@arya/core/contract';
import { describe, expect, it } from 'vitest';
import { readUpTo } from './notification-pages.ts';

const item = (id: string, dateTime: string, read: boolean) => ({ id, dateTime, read }) as AppNotification;

describe('notification pages', () => {
  it('marks read up to the newest shown, only when one of them is unread', () => {
    expect(readUpTo([])).toBeNull();
    expect(readUpTo([item('a', '2026-05-02T10:00:00.000Z', true)])).toBeNull();
    expect(readUpTo([item('a', '2026-05-02T10:00:00.000Z', true), item('b', '2026-05-02T09:00:00.000Z', false)])).toBe('2026-05-02T10:00:00.000Z');
    // Compared as instants, whatever the offset.
    expect(readUpTo([item('a', '2026-05-02T10:00:00+02:00', false), item('b', '2026-05-02T09:00:00.000Z', false)])).toBe('2026-05-02T09:00:00.000Z');
  });
});
