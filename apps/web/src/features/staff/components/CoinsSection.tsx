import { grantCoinsInputSchema, type StaffMember } from '@arya/core/contract';
import { formatCount, STAFF_COINS_GRANT_MAX, STAFF_NOTE_MAX_LENGTH } from '@arya/core/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { FormError } from '../../../components/FormError.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { fieldErrorText } from '../../auth/components/field-error.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { useStaffForm } from '../use-staff-form.ts';
import { FormHeading, StaffSection } from './StaffSection.tsx';

const resolver = zodResolver(grantCoinsInputSchema);
export function CoinsSection({ member }: { member: StaffMember }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const { form, submit, formError, busy } = useStaffForm({
    memberId: member.id,
    resolver,
    defaultValues: { note: '' },
    toChange: (input) => ({ kind: 'grantCoins', input }),
    done: t('coins.granted'),
  });
  const errors = form.formState.errors;
  return (
    <StaffSection title={t('coins.title')} aside={<p className="text-slate-700">{t('member.coinsValue', { coins: formatCount(member.coins, language) })}</p>}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('coins.grantTitle')} className="flex flex-col gap-3 rounded-xl bg-slate-50 p-3">
        <FormHeading>{t('coins.grantTitle')}</FormHeading>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
          <TextField
            label={t('coins.amount')}
            type="number"
            inputMode="numeric"
            min={1}
            max={STAFF_COINS_GRANT_MAX}
            step={1}
            error={fieldErrorText(t, errors.amount)}
            {...form.register('amount', { valueAsNumber: true })}
          />
          <TextField label={t('coins.note')} maxLength={STAFF_NOTE_MAX_LENGTH} error={fieldErrorText(t, errors.note)} {...form.register('note')} />
        </div>
        <FormError message={formError} />
        <Button type="submit" className="self-start" loading={busy}>
          {t('coins.grant')}
        </Button>
      </form>
    </StaffSection>
  );
}
