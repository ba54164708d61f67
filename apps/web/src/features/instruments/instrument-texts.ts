import type { InstrumentDto } from '@arya/core/contract';
import type { Language } from '@arya/core/rules';
import { addPageTexts } from '../../lib/i18n.ts';
import { instrumentsResources } from '../../locales/instruments-owned.ts';

/**
 * The instruments' texts come with the chunks that show them, in both languages
 * (locales/instruments-owned.ts); added when one first renders, i18next being set up by then.
 */
export function addInstrumentTexts(): void {
  addPageTexts('instruments', instrumentsResources);
}

/** An instrument's name in the reader's language: its French name, where it has one, for French readers. */
export function instrumentName(instrument: Pick<InstrumentDto, 'Name' | 'NameFr'>, language: Language): string {
  return language === 'fr' && instrument.NameFr ? instrument.NameFr : instrument.Name;
}
