import type { StaffMember } from '@arya/core/contract';
import { formatDay } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { GrantLicenceForm } from './GrantLicenceForm.tsx';
import { RevokeButton } from './RevokeButton.tsx';
import { StatusTag } from './StatusTag.tsx';
import { StaffSection } from './StaffSection.tsx';

export function LicencesSection({ member }: { member: StaffMember }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  return (
    <StaffSection title={t('licences.title')}>
      {member.licences.length === 0 ? (
        <p className="text-slate-600">{t('licences.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="staff-licences">
          {member.licences.map((licence) => {
            const expiry = licence.expiresAt ? t('licences.expires', { date: formatDay(licence.expiresAt, language) }) : t('licences.noExpiry');
            const account = licence.accountId ? t('licences.account', { broker: licence.broker ?? '—', account: licence.accountId }) : t('licences.noAccount');
            return (
              <li key={licence.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2.5">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                    {licence.product}
                    <StatusTag status={licence.status} />
                  </p>
                  <p className="text-sm text-slate-600">
                    {expiry} · {account}
                  </p>
                </div>
                {licence.status === 'active' && (
                  <RevokeButton
                    memberId={member.id}
                    change={{ kind: 'revokeLicence', licenceId: licence.id }}
                    label={t('licences.revokeLabel', { product: licence.product })}
                    title={t('licences.revokeTitle')}
                    message={t('licences.revokeMessage', { product: licence.product, name: member.displayName })}
                    done={t('licences.revoked')}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      <GrantLicenceForm memberId={member.id} />
    </StaffSection>
  );
}
