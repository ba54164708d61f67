import { describe, expect, it } from 'vitest';
import { notificationExcerpt } from './notification-excerpt.ts';
import { NOTIFICATION_EXCERPT_LENGTH } from './notifications.constants.ts';

describe('notificationExcerpt', () => {
  it('keeps a short text whole, spaces and line breaks collapsed', () => {
    expect(notificationExcerpt('  Objectif   85\n\npour moi  ')).toBe('Objectif 85 pour moi');
  });

  it('has no excerpt for a text without words', () => {
    expect(notificationExcerpt(' \n ')).toBeNull();
  });

  it('cuts a long text after its last whole word, ellipsis included in the length', () => {
    const text = `${'mot '.repeat(40)}fin`;
    const excerpt = notificationExcerpt(text)!;
    expect(Array.from(excerpt).length).toBeLessThanOrEqual(NOTIFICATION_EXCERPT_LENGTH);
    expect(excerpt).toMatch(/^(mot )+mot…$/);
    expect(notificationExcerpt('Le pétrole rebondit fortement', 16)).toBe('Le pétrole…');
    // The cut falls right before a space: the word before it is whole.
    expect(notificationExcerpt('Le pétrole rebondit fortement', 20)).toBe('Le pétrole rebondit…');
  });

  it('cuts a single long word within it, never inside an emoji', () => {
    expect(notificationExcerpt('x'.repeat(300))).toBe(`${'x'.repeat(NOTIFICATION_EXCERPT_LENGTH - 1)}…`);
    expect(notificationExcerpt('📈'.repeat(10), 5)).toBe('📈📈📈📈…');
  });
});
