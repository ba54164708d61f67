import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';

/** sonner's keyboard shortcut to reach the toasts (its default). */
const TOASTS_HOTKEY = 'Alt+T';

/** sonner's rich colours read at 4.25:1 (success) and 4.35:1 (error) where WCAG AA asks 4.5: Tailwind's green-800 and red-700 instead. */
const READABLE_COLOURS = { '--success-text': '#166534', '--error-text': '#b91c1c' } as CSSProperties;

/** The toasts' live region, translated; loaded with the first message (lib/toast.ts). */
export default function ToastRegion() {
  const { t } = useTranslation();
  return (
    <Toaster
      position="bottom-left"
      richColors
      style={READABLE_COLOURS}
      closeButton
      customAriaLabel={t('toasts.label', { hotkey: TOASTS_HOTKEY })}
      toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
    />
  );
}
