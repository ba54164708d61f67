import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { errorMessage } from './errors.ts';
import { initI18nWithEveryNamespace } from './i18n-for-tests.ts';

const i18n = await initI18nWithEveryNamespace('fr');
const inLanguage = async (language: 'fr' | 'en') => {
  await i18n.changeLanguage(language);
  return i18n.t;
};

describe('errorMessage', () => {
  it('says how long a member must wait before writing again, in minutes and in their language', async () => {
    const refusal = new ApiError(429, 'WRITING_LIMIT_REACHED', 'Too many calls of this kind', { retryAfterSeconds: 1501 });
    expect(errorMessage(await inLanguage('fr'), refusal)).toBe('Vous avez beaucoup écrit en peu de temps. Vous pourrez de nouveau écrire dans 26 minutes.');
    expect(errorMessage(await inLanguage('en'), refusal)).toBe('You have written a lot in a short time. You can write again in 26 minutes.');
    expect(errorMessage(await inLanguage('en'), new ApiError(429, 'WRITING_LIMIT_REACHED', '', { retryAfterSeconds: 20 }))).toBe(
      'You have written a lot in a short time. You can write again in 1 minute.',
    );
  });

  it('falls back to the code’s message when no wait is stated, and to a general one for an unknown code', async () => {
    const t = await inLanguage('en');
    expect(errorMessage(t, new ApiError(429, 'WRITING_LIMIT_REACHED', ''))).toBe('You have written a lot in a short time. Try again a little later.');
    // A code with no `_in` message keeps its own, wait or not.
    expect(errorMessage(t, new ApiError(429, 'RATE_LIMITED', '', { retryAfterSeconds: 30 }))).toBe('Too many attempts. Try again in a moment.');
    expect(errorMessage(t, new ApiError(500, 'SOMETHING_NEW', ''))).toBe(t('errors:GENERAL_PROBLEM'));
    expect(errorMessage(t, new ApiError(0, 'NETWORK_ERROR', ''))).toBe(t('errors:NETWORK_ERROR'));
  });
});
