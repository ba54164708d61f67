import type { Language } from '@arya/core/rules';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner.tsx';
import { fixEmojiMartSelection } from './emoji-mart-a11y.ts';
import { loadEmojiMart } from './load-emoji-mart.ts';

/** Spec 2 §2: the emoji groups of the post writer. */
export const EMOJI_CATEGORIES = ['frequent', 'people', 'nature', 'objects', 'places', 'symbols'] as const;
/** Clicks on elements marked with this attribute (the toggle button, the text box) keep the picker open. */
export const KEEP_EMOJI_PICKER_OPEN = 'data-keep-emoji-picker';

interface EmojiPickerProps {
  language: Language;
  onSelect: (emoji: string) => void;
  /** A click outside the picker. */
  onClose: () => void;
  /** Escape anywhere in the picker (its search included): closes the picker, and only the picker. */
  onEscape: () => void;
}

/** emoji-mart's picker (a custom element) mounted into this panel once it has loaded. */
export function EmojiPicker({ language, onSelect, onClose, onEscape }: EmojiPickerProps) {
  const { t } = useTranslation('writer');
  const host = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const escape = useEffectEvent(() => onEscape());

  // Caught on the way down, before emoji-mart's own search handling (which keeps Escape to itself) and
  // before the dialog around the writer sees it as a request to close.
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      escape();
    };
    element.addEventListener('keydown', onKeyDown, true);
    return () => element.removeEventListener('keydown', onKeyDown, true);
  }, []);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const select = useEffectEvent((emoji: string) => onSelect(emoji));
  const clickOutside = useEffectEvent((event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest(`[${KEEP_EMOJI_PICKER_OPEN}]`)) return;
    onClose();
  });

  useEffect(() => {
    let cancelled = false;
    let picker: HTMLElement | null = null;
    let unfix = () => {};
    loadEmojiMart(language).then(
      ({ Picker, data, i18n }) => {
        if (cancelled || !host.current) return;
        picker = new Picker({
          data,
          i18n,
          locale: language,
          categories: [...EMOJI_CATEGORIES],
          theme: 'light',
          previewPosition: 'none',
          skinTonePosition: 'search',
          dynamicWidth: true,
          autoFocus: true,
          maxFrequentRows: 2,
          onEmojiSelect: (emoji: { native: string }) => select(emoji.native),
          onClickOutside: (event: MouseEvent) => clickOutside(event),
        }) as unknown as HTMLElement;
        host.current.append(picker);
        unfix = fixEmojiMartSelection(picker);
        host.current.scrollIntoView({ block: 'nearest' });
        setState('ready');
      },
      () => !cancelled && setState('failed'),
    );
    return () => {
      cancelled = true;
      unfix();
      picker?.remove();
    };
  }, [language]);

  return (
    <div ref={panel} role="group" aria-label={t('emoji.panel')} className="w-full max-w-sm">
      {state === 'loading' && (
        <div className="flex h-24 items-center justify-center gap-2 text-sm text-slate-500">
          <Spinner size="tiny" /> {t('emoji.loading')}
        </div>
      )}
      {state === 'failed' && (
        <p role="alert" className="py-4 text-sm text-red-600">
          {t('emoji.failed')}
        </p>
      )}
      {/* emoji-mart reads its size from its element: the panel's width, a height that fits the writer. */}
      <div ref={host} className="[&>em-emoji-picker]:h-80 [&>em-emoji-picker]:min-h-0 [&>em-emoji-picker]:w-full" />
    </div>
  );
}
