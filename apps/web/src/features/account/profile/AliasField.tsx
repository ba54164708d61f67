import type { CurrentUser } from '@arya/core/contract';
import { aliasChangeableFrom, ALIAS_MAX_LENGTH, ALIAS_MIN_LENGTH, canChangeAlias, formatDay } from '@arya/core/rules';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSiteHost } from '../../../lib/server-render.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { fieldErrorText } from '../../auth/components/field-error.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { profilePath } from '../../posts/post-links.ts';
import { currentAlias, type ProfileFormApi } from './profile-form-values.ts';
import { describedBy } from '../../../components/field-classes.ts';

/**
 * The custom alias (the profile's address). Left empty, the address stays as it is; the preview
 * shows the address the member will have. Within 30 days of a change it cannot be changed (spec 1 §5).
 */
export function AliasField({ form, user }: { form: ProfileFormApi; user: CurrentUser }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const id = useId();
  const typed = useWatch({ control: form.control, name: 'alias' }).trim();
  const error = fieldErrorText(t, form.formState.errors.alias);
  const lockedUntil = canChangeAlias(user.aliasChangedAt) ? null : aliasChangeableFrom(user.aliasChangedAt);
  const address = `${useSiteHost()}${profilePath(typed || currentAlias(user))}`;
  return (
    <div className="flex min-w-0 flex-col gap-1 sm:col-span-2">
      <TextField
        id={id}
        label={t('profileForm.fields.alias')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={ALIAS_MAX_LENGTH}
        placeholder={currentAlias(user)}
        disabled={lockedUntil !== null}
        error={error}
        aria-describedby={describedBy(error && `${id}-error`, lockedUntil && `${id}-locked`, `${id}-rules`, `${id}-preview`)}
        {...form.register('alias')}
      />
      {lockedUntil && (
        <p id={`${id}-locked`} className="text-sm font-medium text-amber-800">
          {t('profileForm.alias.lockedUntil', { date: formatDay(lockedUntil, language) })}
        </p>
      )}
      <p id={`${id}-rules`} className="text-sm text-slate-600">
        {t('profileForm.alias.rules', { min: ALIAS_MIN_LENGTH, max: ALIAS_MAX_LENGTH })}
      </p>
      <p id={`${id}-preview`} className="text-sm text-slate-600">
        {t('profileForm.alias.preview')} <span className="font-medium break-all text-slate-900">{address}</span>
      </p>
    </div>
  );
}
