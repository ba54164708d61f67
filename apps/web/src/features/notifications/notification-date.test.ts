import { describe, expect, it } from 'vitest';
import { notificationAge } from './notification-date.ts';

const NOW = new Date('2026-05-02T12:00:00.000Z');

describe('notificationAge', () => {
  it('says nothing under a minute (the page says "just now")', () => {
    expect(notificationAge('2026-05-02T11:59:30.000Z', 'fr', NOW)).toBeNull();
  });

  it('says how long ago in French and English', () => {
    expect(notificationAge('2026-05-02T11:55:00.000Z', 'fr', NOW)).toBe('Il y a 5 minutes');
    expect(notificationAge('2026-05-02T11:55:00.000Z', 'en', NOW)).toBe('5 minutes ago');
    expect(notificationAge('2026-05-02T09:10:00.000Z', 'fr', NOW)).toBe('Il y a 2 heures');
    expect(notificationAge('2026-04-29T12:00:00.000Z', 'en', NOW)).toBe('3 days ago');
  });
});
