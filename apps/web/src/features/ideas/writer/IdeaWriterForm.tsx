import { IDEA_ATTACHMENTS_MAX, IDEA_DESCRIPTION_MAX_LENGTH, IDEA_TITLE_MAX_LENGTH, IDEA_TITLE_MIN_LENGTH, IDEA_TYPES, mayChangeIdeaType } from '@arya/core/rules';
import { useId, type KeyboardEvent } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { FormError } from '../../../components/FormError.tsx';
import { AudioRecorderField } from '../audio/AudioRecorderField.tsx';
import { TextAreaField } from '../../../components/TextAreaField.tsx';
import { RiskNotice } from '../../legal/RiskNotice.tsx';
import { ChoiceGroup, InputField } from './fields.tsx';
import { IdeaImagesField } from './IdeaImagesField.tsx';
import { IdeaLevelsFields } from './IdeaLevelsFields.tsx';
import type { IdeaWriter } from './use-idea-writer.ts';

/** Enter in a one-line box does not publish a half-written idea: only the publish button does. */
function keepEnterInField(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target;
  if (event.key === 'Enter' && target instanceof HTMLInputElement) event.preventDefault();
}

/** The idea writer (spec 2 §2): type, title, the market levels of an idea, description, images, a coach's audio. */
export function IdeaWriterForm({ writer, onCancel }: { writer: IdeaWriter; onCancel: () => void }) {
  const { t } = useTranslation('ideaWriter');
  const ids = useId();
  const { form } = writer;
  const { errors, isSubmitting } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });
  const publishedType = writer.publishedType;
  // Schema messages are `errors` keys; the numbers are the rules' (10 characters, 3 attachments).
  const errorText = (message: string | undefined) => (message ? t(`errors:${message}`, { length: IDEA_TITLE_MIN_LENGTH, max: IDEA_ATTACHMENTS_MAX }) : undefined);

  return (
    <form noValidate onSubmit={(event) => void writer.submit(event)} onKeyDown={keepEnterInField} className="flex flex-col gap-4">
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <ChoiceGroup
            legend={t('type.legend')}
            name={`${ids}-type`}
            className="grid-cols-1 min-[380px]:grid-cols-3"
            value={field.value}
            onChange={field.onChange}
            // An edit keeps a market idea one, and makes none of an analysis or an update (its outcome is measured on the levels published).
            choices={IDEA_TYPES.map((value) => ({ value, label: t(`type.${value}`), disabled: publishedType !== null && !mayChangeIdeaType(publishedType, value) }))}
          />
        )}
      />
      <InputField
        label={t('fields.title')}
        maxLength={IDEA_TITLE_MAX_LENGTH}
        autoComplete="off"
        error={errorText(errors.title?.message)}
        {...form.register('title')}
      />
      {type === 'idea' && <IdeaLevelsFields form={form} errorText={errorText} />}
      <TextAreaField label={t('fields.description')} maxLength={IDEA_DESCRIPTION_MAX_LENGTH} error={errorText(errors.description?.message)} {...form.register('description')} />
      <IdeaImagesField writer={writer} />
      {writer.coach && <AudioRecorderField state={writer.audio} />}
      <FormError message={writer.serverError} />
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-3">
        {writer.imagesUploading && !isSubmitting && (
          <p role="status" className="mr-auto text-xs text-slate-500">
            {t('images.pending')}
          </p>
        )}
        <Button color="gray" outline onClick={onCancel} disabled={isSubmitting}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting} className="min-w-28">
          {writer.mode === 'edit' ? t('actions.save') : t('actions.publish')}
        </Button>
      </div>
      <RiskNotice className="text-right" />
    </form>
  );
}
