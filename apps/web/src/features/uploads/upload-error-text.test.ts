import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { initI18nWithEveryNamespace } from '../../lib/i18n-for-tests.ts';
import { uploadErrorText } from './upload-error-text.ts';

let t: TFunction;
beforeAll(async () => {
  t = (await initI18nWithEveryNamespace('fr')).getFixedT('fr');
});

describe('uploadErrorText', () => {
  it("gives the server's reason when it is known", () => {
    expect(uploadErrorText(t, new ApiError(429, 'UPLOAD_QUOTA_EXCEEDED', 'quota'))).toBe("Trop d'images envoyées cette heure-ci. Réessayez plus tard.");
    expect(uploadErrorText(t, new ApiError(413, 'IMAGE_TOO_LARGE', 'big'))).toBe('Cette image est trop lourde.');
  });

  it('says the image could not be uploaded otherwise', () => {
    const fallback = "L'image n'a pas pu être envoyée.";
    expect(uploadErrorText(t, new ApiError(0, 'NETWORK_ERROR', 'offline'))).toBe(fallback);
    expect(uploadErrorText(t, new ApiError(500, 'INTERNAL_ERROR', 'boom'))).toBe(fallback);
    expect(uploadErrorText(t, new ApiError(400, 'SOMETHING_NEW', 'new'))).toBe(fallback);
    expect(uploadErrorText(t, new Error('unexpected'))).toBe(fallback);
  });
});
