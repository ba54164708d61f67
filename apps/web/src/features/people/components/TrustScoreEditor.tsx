import type { PublicUser } from '@arya/core/contract';
import { setTrustScoreRoute } from '@arya/core/routes';
import { isStaff, TRUST_SCORE_MAX } from '@arya/core/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useSession } from '../../session/session-context.ts';
import { updateCachedProfiles } from '../queries.ts';

/**
 * Staff set a member's stored trust score by hand, from the profile (until a later issue derives it
 * from the outcomes of the member's ideas). Shown to staff only; the server checks it again.
 */
export function TrustScoreEditor({ member }: { member: PublicUser }) {
  const { t } = useTranslation('people');
  const { user } = useSession();
  const client = useQueryClient();
  const [value, setValue] = useState(String(member.TrustScore ?? 0));
  const save = useMutation({
    mutationFn: (trustScore: number) => callApi(setTrustScoreRoute, { params: { userId: member._id }, body: { trustScore } }),
    onSuccess: (saved) => {
      updateCachedProfiles(client, saved._id, (cached) => ({ ...cached, TrustScore: saved.TrustScore }));
      toast.success(t('trust.saved'));
    },
    onError: (error) => toast.error(errorMessage(t, error)),
  });
  if (!user || !isStaff(user.role) || member.TrustScore === null) return null;
  const score = Number(value);
  const valid = value.trim() !== '' && Number.isInteger(score) && score >= 0 && score <= TRUST_SCORE_MAX;
  return (
    <form
      className="mt-4 flex flex-wrap items-end gap-2 border-t border-slate-100 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) save.mutate(score);
      }}
    >
      <TextField
        label={t('trust.label')}
        type="number"
        inputMode="numeric"
        min={0}
        max={TRUST_SCORE_MAX}
        step={1}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={valid ? undefined : true}
        className="w-40"
      />
      <Button type="submit" size="medium" color="gray" outline loading={save.isPending} disabled={!valid}>
        {t('trust.save')}
      </Button>
      <p className="w-full text-xs text-slate-500">{t('trust.hint')}</p>
    </form>
  );
}
