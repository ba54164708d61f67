import { ACCEPTED_IMAGE_TYPES } from '@arya/core/rules';
import clsx from 'clsx';
import { useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { KEEP_EMOJI_PICKER_OPEN } from '../../emoji/EmojiPicker.tsx';
import type { AttachmentRules } from './attachment-rules.ts';
import { Icon, type IconName } from '../../../components/Icon.tsx';

interface WriterToolbarProps {
  rules: AttachmentRules;
  /** Why the image button is off: a GIF is attached, or the post is full. */
  imageBlockedBy: 'share' | 'gif' | 'full' | null;
  max: number;
  emojiOpen: boolean;
  onToggleEmoji: () => void;
  onFiles: (files: File[]) => void;
  onOpenGifs: () => void;
  gifButtonRef: Ref<HTMLButtonElement>;
  submitting: boolean;
  submitLabel: string;
  emojiPanelId: string;
}

/** Emoji, image and GIF buttons, and the post button. */
export function WriterToolbar({ rules, imageBlockedBy, max, emojiOpen, onToggleEmoji, onFiles, onOpenGifs, gifButtonRef, submitting, submitLabel, emojiPanelId }: WriterToolbarProps) {
  const { t } = useTranslation('writer');
  const fileInput = useRef<HTMLInputElement>(null);
  const imageTitle = imageBlockedBy === 'share' ? t('disabled.mediaInShare') : imageBlockedBy === 'gif' ? t('disabled.imageWithGif') : imageBlockedBy === 'full' ? t('disabled.imageFull', { max }) : t('actions.image');
  return (
    <div className="flex items-center justify-between gap-3 border-t border-slate-200 pt-3">
      <div role="group" aria-label={t('actions.label')} className="flex items-center gap-1">
        <ToolButton
          icon="smile"
          label={t('actions.emoji')}
          title={t('actions.emoji')}
          onClick={onToggleEmoji}
          expanded={emojiOpen}
          controls={emojiPanelId}
          keepEmojiPickerOpen
        />
        <ToolButton icon="image" label={t('actions.image')} title={imageTitle} disabled={!rules.canAddImage} onClick={() => fileInput.current?.click()} />
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          multiple
          hidden
          disabled={!rules.canAddImage}
          tabIndex={-1}
          data-testid="writer-image-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            // The attach control is ignored while it is disabled (spec 2 §5).
            if (rules.canAddImage) onFiles(files);
          }}
        />
        <ToolButton
          ref={gifButtonRef}
          icon="gif"
          label={t('actions.gif')}
          title={rules.canAddGif ? t('actions.gif') : imageBlockedBy === 'share' ? t('disabled.mediaInShare') : t('disabled.gifWithAttachments')}
          disabled={!rules.canAddGif}
          onClick={onOpenGifs}
        />
      </div>
      <Button type="submit" loading={submitting} className="min-w-28">
        {submitLabel}
      </Button>
    </div>
  );
}

interface ToolButtonProps {
  icon: IconName;
  label: string;
  title: string;
  onClick: () => void;
  disabled?: boolean;
  /** For a button that shows a panel: whether the panel is open. */
  expanded?: boolean;
  controls?: string;
  keepEmojiPickerOpen?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

function ToolButton({ icon, label, title, onClick, disabled, expanded, controls, keepEmojiPickerOpen, ref }: ToolButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={title}
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      {...(keepEmojiPickerOpen ? { [KEEP_EMOJI_PICKER_OPEN]: '' } : {})}
      className={clsx(
        'inline-flex size-10 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-40',
        expanded ? 'bg-indigo-100 text-indigo-700' : 'text-indigo-600 hover:bg-indigo-50 disabled:hover:bg-transparent',
      )}
    >
      <Icon name={icon} className="size-6" />
    </button>
  );
}
