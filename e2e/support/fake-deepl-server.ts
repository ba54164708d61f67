// The end-to-end server's translation provider: the server tests' fake DeepL on 127.0.0.1, started by
// Playwright before the journeys (see playwright.config.ts). Every text is translated (the fake's
// failure words are ignored here: a journey's post saying "slow" must not fill the failed jobs).
import { fakeTranslate, startFakeDeepL } from '../../apps/server/test/helpers/fake-deepl.ts';
import { fakeDeepLDictionary } from './translation-sentences.ts';

const dictionary = fakeDeepLDictionary();
const port = Number(process.env.FAKE_DEEPL_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('FAKE_DEEPL_PORT must be set');
await startFakeDeepL({
  port,
  respond: (request) => ({
    status: 200,
    body: { translations: request.texts.map((text) => ({ detected_source_language: (request.source ?? 'fr').toUpperCase(), text: fakeTranslate(text, request.target ?? 'en-GB', dictionary) })) },
  }),
});
console.warn(`fake DeepL on http://127.0.0.1:${port}`);
