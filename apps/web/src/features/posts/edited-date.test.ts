import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../locales/index.ts';
import { editedDate } from './edited-date.ts';

const NOW = new Date(2026, 2, 10, 18, 0);
const t = (language: 'fr' | 'en', when: Date) => {
  const parts = editedDate(when, language, NOW);
  return i18next.getFixedT(language, 'posts')(`post.edited_${parts.day}`, { date: parts.date, time: parts.time });
};

beforeAll(async () => {
  await i18next.init({ resources, lng: 'fr', interpolation: { escapeValue: false } });
});

describe('the edited tooltip', () => {
  it('reads naturally for today and yesterday', () => {
    expect(t('fr', new Date(2026, 2, 10, 6, 31))).toBe("Modifié aujourd'hui à 06:31");
    expect(t('en', new Date(2026, 2, 10, 6, 31))).toBe('Edited today at 6:31 AM');
    expect(t('fr', new Date(2026, 2, 9, 14, 5))).toBe('Modifié hier à 14:05');
    expect(t('en', new Date(2026, 2, 9, 14, 5))).toBe('Edited yesterday at 2:05 PM');
  });

  it('names the day for older edits', () => {
    expect(t('fr', new Date(2026, 2, 3, 14, 5))).toBe('Modifié le 3 mars 2026 à 14:05');
    expect(t('en', new Date(2026, 2, 3, 14, 5))).toBe('Edited on March 3rd 2026 at 2:05 PM');
  });
});
