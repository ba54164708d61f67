import { KNOWLEDGE_LEVELS, SEVERAL_ANSWER_QUESTIONS, toggleAnswer, type SeveralAnswerQuestion } from '@arya/core/rules';
import type { Ref } from 'react';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { FormError } from '../../../components/FormError.tsx';
import { sendFailureText } from '../send-failure.ts';
import { useAnswersForm } from '../use-answers-form.ts';
import { ChoiceGroup, ChoiceOption } from './ChoiceGroup.tsx';
import { SkipButton } from './SkipButton.tsx';
import { StepFrame } from './StepFrame.tsx';

type AnswersControl = ReturnType<typeof useAnswersForm>['form']['control'];

/** Spec 1 §3 and §5: the knowledge level (one answer), then objectives, motivations and markets (several). */
export function QuestionsStep({ headingRef, onAnswered }: { headingRef: Ref<HTMLHeadingElement>; onAnswered: () => void }) {
  const { t } = useTranslation('onboarding');
  const { form, submit, sendError } = useAnswersForm(onAnswered);
  const { errors, isSubmitting } = form.formState;
  return (
    <StepFrame step="questions" title={t('questions.title')} headingRef={headingRef} intro={<p>{t('questions.intro')}</p>}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-8">
        <ChoiceGroup legend={t('questions.generalKnowledge.legend')} error={errorText(t, errors.generalKnowledge)}>
          {KNOWLEDGE_LEVELS.map((level) => (
            <ChoiceOption
              key={level}
              type="radio"
              value={level}
              label={t(`questions.generalKnowledge.${level}`)}
              aria-invalid={errors.generalKnowledge ? true : undefined}
              {...form.register('generalKnowledge')}
            />
          ))}
        </ChoiceGroup>
        {(Object.keys(SEVERAL_ANSWER_QUESTIONS) as SeveralAnswerQuestion[]).map((question) => (
          <SeveralAnswers key={question} question={question} control={form.control} />
        ))}
        <div className="flex flex-col gap-3">
          <FormError message={sendError ? sendFailureText(t, sendError) : null} />
          <Button type="submit" size="large" loading={isSubmitting} className="w-full">
            {t('questions.submit')}
          </Button>
          <SkipButton />
        </div>
      </form>
    </StepFrame>
  );
}

/** A question that takes several answers; its lone answer ("none", "all") clears the others. */
function SeveralAnswers({ question, control }: { question: SeveralAnswerQuestion; control: AnswersControl }) {
  const { t } = useTranslation('onboarding');
  return (
    <Controller
      name={question}
      control={control}
      render={({ field, fieldState }) => (
        <ChoiceGroup legend={t(`questions.${question}.legend`)} hint={t('questions.several')} error={errorText(t, fieldState.error)}>
          {SEVERAL_ANSWER_QUESTIONS[question].answers.map((answer, index) => (
            <ChoiceOption
              key={answer}
              ref={index === 0 ? field.ref : undefined}
              type="checkbox"
              name={field.name}
              value={answer}
              label={t(`questions.${question}.${answer}`)}
              checked={(field.value as readonly string[]).includes(answer)}
              aria-invalid={fieldState.error ? true : undefined}
              onChange={() => field.onChange(toggleAnswer(question, field.value, answer))}
              onBlur={field.onBlur}
            />
          ))}
        </ChoiceGroup>
      )}
    />
  );
}

function errorText(t: ReturnType<typeof useTranslation>['t'], error: FieldError | undefined): string | undefined {
  return error?.message ? t(`errors:${error.message}`) : undefined;
}
