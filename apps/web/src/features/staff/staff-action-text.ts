import type { StaffActionEntry } from '@arya/core/contract';
import { formatCount, formatDay, type Language } from '@arya/core/rules';
import type { TFunction } from 'i18next';

/** What an entry of the history says was done, in the page's language. */
export function staffActionText(t: TFunction, entry: StaffActionEntry, language: Language): string {
  const { details } = entry;
  switch (entry.action) {
    case 'subscription.grant':
      return t('history.subscriptionGrant', { tier: details.tier, date: details.until ? formatDay(details.until, language) : '' });
    case 'subscription.revoke':
      return t('history.subscriptionRevoke', { tier: details.tier ?? '' });
    case 'licence.grant':
      return details.expiresAt
        ? t('history.licenceGrantUntil', { product: details.product, date: formatDay(details.expiresAt, language) })
        : t('history.licenceGrant', { product: details.product });
    case 'licence.revoke':
      return t('history.licenceRevoke', { product: details.product });
    case 'coins.grant':
      return t('history.coinsGrant', { coins: formatCount(details.amount ?? 0, language), note: details.note ?? '' });
    case 'member.mute':
    case 'member.suspend': {
      const kind = entry.action === 'member.mute' ? 'mute' : 'suspend';
      return details.restrictedUntil
        ? t(`history.${kind}Until`, { date: formatDay(details.restrictedUntil, language), note: details.note ?? '' })
        : t(`history.${kind}Permanent`, { note: details.note ?? '' });
    }
    case 'member.lift':
      return t('history.lift', { note: details.note ?? '' });
  }
}
