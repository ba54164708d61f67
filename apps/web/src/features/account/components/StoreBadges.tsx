import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../system/config-queries.ts';

/** A store badge: the overline and the store's name on two lines, read as one sentence ("Télécharger dans l'App Store"). */
function Badge({ href, label, overline, store, icon }: { href: string; label: string; overline: string; store: string; icon: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="flex h-12 items-center gap-2 rounded-lg bg-black px-3 text-white hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      aria-label={label}
    >
      <svg viewBox="0 0 24 24" className="size-6 shrink-0" fill="currentColor" aria-hidden="true">
        <path d={icon} />
      </svg>
      <span className="flex flex-col leading-none">
        <span className="text-[10px]">{overline}</span>{' '}
        <span className="text-base font-semibold">{store}</span>
      </span>
    </a>
  );
}

/** App Store and Google Play badges, worded in the UI language. */
export function StoreBadges() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  return (
    <div className="flex flex-wrap gap-2" data-testid="store-badges">
      <Badge
        href={config.links.appStore}
        label={t('account:stores.appStore')}
        overline={t('account:stores.appStoreOverline')}
        store="App Store"
        icon="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.9-.9-3.1-.8-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3.1.7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.8zM14.2 5.8c.6-.8 1.1-1.8 1-2.8-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.7-1 2.7 1 .1 2-.5 2.7-1.3z"
      />
      <Badge
        href={config.links.googlePlay}
        label={t('account:stores.googlePlay')}
        overline={t('account:stores.googlePlayOverline')}
        store="Google Play"
        icon="M4 3.5v17c0 .4.4.6.7.4l9.1-8.5L4.7 3.1c-.3-.2-.7 0-.7.4zM15.3 13.9l2.4 2.3-11 6.2 8.6-8.5zm0-3.8L6.7 1.6l11 6.2-2.4 2.3zm1.5 1.9 2.7-2.5 2.2 1.3c.6.4.6 1.2 0 1.6l-2.2 1.3z"
      />
    </div>
  );
}
