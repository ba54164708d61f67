import { describe, expect, it } from 'vitest';
import { formatContentDate, formatDay } from './dates.ts';

// Dates are built with the local-time constructor so the expectations hold in any timezone.
const NOW = new Date(2026, 2, 10, 16, 30); // 10 March 2026, 16:30 local

describe('formatContentDate, older dates (full format)', () => {
  it('formats French as d MMMM yyyy, HH:mm', () => {
    expect(formatContentDate(new Date(2026, 2, 3, 14, 5), 'fr', NOW)).toBe('3 mars 2026, 14:05');
    expect(formatContentDate(new Date(2025, 11, 25, 9, 7), 'fr', NOW)).toBe('25 décembre 2025, 09:07');
    expect(formatContentDate(new Date(2026, 0, 1, 0, 0), 'fr', NOW)).toBe('1 janvier 2026, 00:00');
  });

  it('formats English with an ordinal day and a 12-hour clock', () => {
    expect(formatContentDate(new Date(2026, 2, 3, 14, 5), 'en', NOW)).toBe('March 3rd 2026, 2:05 PM');
    expect(formatContentDate(new Date(2026, 1, 1, 9, 7), 'en', NOW)).toBe('February 1st 2026, 9:07 AM');
    expect(formatContentDate(new Date(2026, 1, 2, 0, 5), 'en', NOW)).toBe('February 2nd 2026, 12:05 AM');
    expect(formatContentDate(new Date(2026, 1, 11, 12, 0), 'en', NOW)).toBe('February 11th 2026, 12:00 PM');
    expect(formatContentDate(new Date(2025, 11, 22, 23, 59), 'en', NOW)).toBe('December 22nd 2025, 11:59 PM');
  });

  it('uses the full format two days ago', () => {
    expect(formatContentDate(new Date(2026, 2, 8, 16, 30), 'fr', NOW)).toBe('8 mars 2026, 16:30');
    expect(formatContentDate(new Date(2026, 2, 8, 16, 30), 'en', NOW)).toBe('March 8th 2026, 4:30 PM');
  });

  it('uses the full format for a future day', () => {
    expect(formatContentDate(new Date(2026, 2, 11, 8, 0), 'fr', NOW)).toBe('11 mars 2026, 08:00');
    expect(formatContentDate(new Date(2026, 2, 11, 8, 0), 'en', NOW)).toBe('March 11th 2026, 8:00 AM');
  });

  it('uses the full format for the same day one year earlier', () => {
    expect(formatContentDate(new Date(2025, 2, 10, 16, 30), 'en', NOW)).toBe('March 10th 2025, 4:30 PM');
  });
});

describe('formatContentDate, today and yesterday (relative text with the time)', () => {
  it('shows today with the time', () => {
    expect(formatContentDate(new Date(2026, 2, 10, 14, 5), 'fr', NOW)).toBe("Aujourd'hui à 14:05");
    expect(formatContentDate(new Date(2026, 2, 10, 14, 5), 'en', NOW)).toBe('Today at 2:05 PM');
  });

  it('shows yesterday with the time', () => {
    expect(formatContentDate(new Date(2026, 2, 9, 9, 7), 'fr', NOW)).toBe('Hier à 09:07');
    expect(formatContentDate(new Date(2026, 2, 9, 9, 7), 'en', NOW)).toBe('Yesterday at 9:07 AM');
  });

  it('treats a date later today than now as today', () => {
    expect(formatContentDate(new Date(2026, 2, 10, 23, 0), 'en', NOW)).toBe('Today at 11:00 PM');
  });

  it('accepts an ISO string and a timestamp as well as a Date', () => {
    const date = new Date(2026, 2, 10, 12, 0);
    expect(formatContentDate(date.toISOString(), 'en', NOW)).toBe('Today at 12:00 PM');
    expect(formatContentDate(date.getTime(), 'fr', NOW)).toBe("Aujourd'hui à 12:00");
  });
});

describe('formatContentDate, midnight boundaries', () => {
  const midnight = new Date(2026, 2, 10, 0, 0, 0, 0);

  it('counts the first millisecond of today as today', () => {
    expect(formatContentDate(midnight, 'fr', NOW)).toBe("Aujourd'hui à 00:00");
    expect(formatContentDate(midnight, 'en', NOW)).toBe('Today at 12:00 AM');
  });

  it('counts the last millisecond before midnight as yesterday', () => {
    const lastOfYesterday = new Date(2026, 2, 9, 23, 59, 59, 999);
    expect(formatContentDate(lastOfYesterday, 'fr', NOW)).toBe('Hier à 23:59');
    expect(formatContentDate(lastOfYesterday, 'en', NOW)).toBe('Yesterday at 11:59 PM');
  });

  it('counts the first millisecond of yesterday as yesterday', () => {
    expect(formatContentDate(new Date(2026, 2, 9, 0, 0, 0, 0), 'en', NOW)).toBe('Yesterday at 12:00 AM');
  });

  it('uses the full format 1 ms before yesterday began', () => {
    const beforeYesterday = new Date(2026, 2, 8, 23, 59, 59, 999);
    expect(formatContentDate(beforeYesterday, 'fr', NOW)).toBe('8 mars 2026, 23:59');
    expect(formatContentDate(beforeYesterday, 'en', NOW)).toBe('March 8th 2026, 11:59 PM');
  });

  it('moves the boundaries with now: just after midnight, the evening before is yesterday', () => {
    const justAfterMidnight = new Date(2026, 2, 10, 0, 0, 0, 1);
    expect(formatContentDate(new Date(2026, 2, 9, 23, 59), 'en', justAfterMidnight)).toBe('Yesterday at 11:59 PM');
    expect(formatContentDate(new Date(2026, 2, 8, 23, 59), 'en', justAfterMidnight)).toBe('March 8th 2026, 11:59 PM');
  });

  it('moves the boundaries with now: just before midnight, the morning is still today', () => {
    const justBeforeMidnight = new Date(2026, 2, 10, 23, 59, 59, 999);
    expect(formatContentDate(new Date(2026, 2, 10, 0, 0), 'fr', justBeforeMidnight)).toBe("Aujourd'hui à 00:00");
    expect(formatContentDate(new Date(2026, 2, 11, 0, 0), 'fr', justBeforeMidnight)).toBe('11 mars 2026, 00:00');
  });

  it('finds yesterday across a month and a year boundary', () => {
    const newYear = new Date(2026, 0, 1, 10, 0);
    expect(formatContentDate(new Date(2025, 11, 31, 23, 0), 'fr', newYear)).toBe('Hier à 23:00');
    expect(formatContentDate(new Date(2025, 11, 30, 23, 0), 'fr', newYear)).toBe('30 décembre 2025, 23:00');
    const firstOfMarch = new Date(2026, 2, 1, 10, 0);
    expect(formatContentDate(new Date(2026, 1, 28, 8, 15), 'en', firstOfMarch)).toBe('Yesterday at 8:15 AM');
  });
});

describe('formatDay', () => {
  it('formats a day without the time', () => {
    expect(formatDay(new Date(2026, 2, 3, 14, 5), 'fr')).toBe('3 mars 2026');
    expect(formatDay(new Date(2026, 2, 3, 14, 5), 'en')).toBe('March 3rd 2026');
  });
});
