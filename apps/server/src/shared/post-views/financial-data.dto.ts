import { IDEA_TERMS, type FinancialData, type IdeaTerm, type LocalizedText } from '@arya/core';
import type { ideaOutcomes, StoredFinancialData } from '../../db/schema/index.ts';
import { toOutcomeDto } from '../idea-outcomes/outcome-row.ts';

/**
 * An idea's FinancialData as the API answers it. Locked (the reader is not in its audience): its
 * type, asset type, term and expiry only (`titleLocalizations` null); the title, its translations,
 * side, instrument and levels are not sent.
 */
export function toFinancialDataDto(data: StoredFinancialData, titleLocalizations: LocalizedText | null, outcome: typeof ideaOutcomes.$inferSelect | null): FinancialData {
  const locked = titleLocalizations === null;
  const levels = locked ? undefined : data.levels;
  return {
    Type: data.type,
    Title: locked ? null : data.title,
    TitleLocalizations: titleLocalizations ?? {},
    Sell: levels?.sell ?? null,
    AssetType: (data.levels?.assetType ?? null) as FinancialData['AssetType'],
    Instrument: levels ? { Name: levels.instrument } : null,
    EntryType: (levels?.entryType ?? null) as FinancialData['EntryType'],
    // The term its author chose, stored since the first idea (the validity decides only the expiry).
    Term: IDEA_TERMS.includes(data.levels?.term as IdeaTerm) ? (data.levels?.term as IdeaTerm) : null,
    ExpirationDate: data.levels?.expirationDate ?? null,
    EntryValue: levels?.entry ?? null,
    StopLoss: levels?.stopLoss ?? null,
    BreakEven: levels?.breakEven ?? null,
    TakeProfits: (levels?.takeProfits ?? []).map((value) => ({ Value: value })),
    Outcome: data.type === 'idea' && outcome ? toOutcomeDto(outcome, locked) : null,
  };
}
