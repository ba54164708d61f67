import type { StaffDecision } from '@arya/core/contract';
import { formatDay, isPermanent, type Language } from '@arya/core/rules';
import type { TFunction } from 'i18next';

/** "Until 12 December 2026" or "For good" for a mute or suspension; null for other decisions. */
export function decisionEnd(t: TFunction, decision: Pick<StaffDecision, 'endsAt'>, language: Language): string | null {
  if (!decision.endsAt) return null;
  return isPermanent(decision.endsAt) ? t('staffModeration:case.decision.forGood') : t('staffModeration:case.decision.until', { date: formatDay(decision.endsAt, language) });
}
