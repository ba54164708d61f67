import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors.ts';
import { toast } from '../../lib/toast.ts';
import { useStaffChange, type StaffChange } from './queries.ts';

interface StaffFormOptions<I extends FieldValues, O> {
  memberId: string;
  /** The core schema's resolver: the same checks the server makes. */
  resolver: Resolver<I, unknown, O>;
  defaultValues: NoInfer<DefaultValues<I>>;
  toChange: (values: NoInfer<O>) => StaffChange;
  /** The toast once done. */
  done: string;
}

/** A grant form: checked by core's schema, sent, then emptied with a toast; a refusal shows above its button. */
export function useStaffForm<I extends FieldValues, O>({ memberId, resolver, defaultValues, toChange, done }: StaffFormOptions<I, O>) {
  const { t } = useTranslation('staff');
  const change = useStaffChange(memberId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<I, unknown, O>({ resolver, defaultValues });
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await change.mutateAsync(toChange(values));
      toast.success(done);
      form.reset(defaultValues);
    } catch (error) {
      setFormError(errorMessage(t, error));
    }
  });
  return { form, submit, formError, busy: change.isPending };
}
