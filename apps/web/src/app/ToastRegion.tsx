import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';

/** sonner's keyboard shortcut to reach the toasts (its default). */
const TOASTS_HOTKEY = 'Alt+T';

/**
 * sonner's rich colours write success and error text at about 4.2:1 on their tinted backgrounds;
 * darker text of the same hues passes WCAG AA (4.5:1) and keeps the red background of errors.
 */
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
