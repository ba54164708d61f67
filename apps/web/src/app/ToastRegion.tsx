import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';

/** sonner's keyboard shortcut to reach the toasts (its default). */
const TOASTS_HOTKEY = 'Alt+T';

/** The toasts' live region, translated; loaded with the first message (lib/toast.ts). */
export default function ToastRegion() {
  const { t } = useTranslation();
  return (
    <Toaster
      position="bottom-left"
      richColors
      closeButton
      customAriaLabel={t('toasts.label', { hotkey: TOASTS_HOTKEY })}
      toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
    />
  );
}
