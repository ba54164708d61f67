import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** Spec 1 §9: 2 px high, shown only past a 200 ms throttle, creeping over 5 s while a page loads. */
const THROTTLE_MS = 200;
const DURATION_MS = 5000;

export function RouteProgressBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const loading = navigation.state !== 'idle';
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    // Appear once loading has lasted the throttle; after it ends, stay long enough to fill up.
    const timer = window.setTimeout(() => setVisible(loading), loading ? THROTTLE_MS : 300);
    return () => window.clearTimeout(timer);
  }, [loading]);

  if (!visible) return null;
  // In a named region of its own: like the rest of the page it sits in a landmark (axe's region rule).
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[2px]" role="region" aria-label={t('progress.label')}>
      <div className="h-full" role="progressbar" aria-label={t('progress.label')}>
        <div
          className="h-full bg-indigo-500"
          style={
            loading
              ? { animation: `route-progress ${DURATION_MS}ms cubic-bezier(0.1, 0.8, 0.2, 1) forwards` }
              : { width: '100%', transition: 'width 200ms ease-out' }
          }
        />
      </div>
    </div>
  );
}
