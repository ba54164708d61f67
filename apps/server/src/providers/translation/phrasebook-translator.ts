import { demoPhrasebook } from './demo-phrasebook.ts';
import { TranslationError, type TranslationRequest, type Translator } from './translator.ts';

const PARAGRAPH = /^<p>(.*)<\/p>$/s;

/** The words of a comment stored as one paragraph (`<p>…</p>`), or undefined. */
export function oneParagraph(html: string): string | undefined {
  return PARAGRAPH.exec(html)?.[1];
}

/**
 * The development translator: it needs no network and never makes a translation up. It knows the
 * demo's own sentences, translated by a person (`seed/demo-translations.ts`); any other text is
 * "unsupported", so nothing is stored and no link shows. A new post that repeats a demo sentence
 * goes through the whole pipeline (job, storage, live update) on a fresh `npm start`.
 */
export class PhrasebookTranslator implements Translator {
  readonly name = 'human';
  readonly takes = 'plain';

  constructor(private readonly phrasebook: ReadonlyMap<string, string> = demoPhrasebook()) {}

  async translate({ texts }: TranslationRequest): Promise<string[]> {
    return texts.map((text) => {
      // A comment is stored as HTML: a one-paragraph comment is looked up by its words.
      const paragraph = oneParagraph(text);
      const translation = this.phrasebook.get((paragraph ?? text).trim());
      if (translation === undefined) throw new TranslationError('unsupported', 'The development translator knows only the demo texts');
      return paragraph === undefined ? translation : `<p>${escapeHtml(translation)}</p>`;
    });
  }

}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
