import { onboardingAnswersSchema } from '@arya/core/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSaveAnswers } from './onboarding-queries.ts';

/**
 * The four questions, checked by the schema the server uses (each question its own error). A failed
 * send keeps every answer; a saved one hands over to the wheel.
 */
export function useAnswersForm(onAnswered: () => void) {
  const save = useSaveAnswers();
  const form = useForm({
    resolver: zodResolver(onboardingAnswersSchema),
    defaultValues: { generalKnowledge: undefined, investmentObjective: [], investmentMotivation: [], marketInterests: [] },
  });
  const submit = form.handleSubmit(async (answers) => {
    try {
      await save.mutateAsync(answers);
    } catch {
      return; // Said by the page from save.error; the answers stay.
    }
    onAnswered();
  });
  return { form, submit, sendError: save.error };
}
