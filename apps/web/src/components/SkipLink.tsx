import { useTranslation } from 'react-i18next';

export const MAIN_ID = 'main';

/** Moves the focus to the page's main heading (or the main area when it has none). */
export function focusMainHeading({ preventScroll = false }: { preventScroll?: boolean } = {}): boolean {
  const main = document.getElementById(MAIN_ID);
  if (!main) return false;
  const target = main.querySelector<HTMLElement>('h1') ?? main;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll });
  return true;
}

/** The first stop of the Tab order on every page: skips the banner and the header. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        if (focusMainHeading()) event.preventDefault();
      }}
      className="sr-only z-[70] rounded-lg bg-indigo-700 px-4 py-3 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:outline-2 focus:outline-offset-2 focus:outline-indigo-700"
    >
      {t('skipToContent')}
    </a>
  );
}
