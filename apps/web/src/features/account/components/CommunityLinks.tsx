import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../system/config-queries.ts';

const NETWORKS = [
  { id: 'facebook', path: 'M14 8h2V5h-2.5C11 5 10 6.6 10 8.7V11H8v3h2v7h3v-7h2.3l.7-3h-3V9c0-.6.4-1 1-1z' },
  { id: 'instagram', path: 'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm4 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5-1.5h.01' },
  { id: 'youtube', path: 'M21 8.5c-.2-1.5-1-2.4-2.5-2.5C16.5 5.8 12 5.8 12 5.8s-4.5 0-6.5.2C4 6.1 3.2 7 3 8.5 2.8 10 2.8 12 2.8 12s0 2 .2 3.5c.2 1.5 1 2.4 2.5 2.5 2 .2 6.5.2 6.5.2s4.5 0 6.5-.2c1.5-.1 2.3-1 2.5-2.5.2-1.5.2-3.5.2-3.5s0-2-.2-3.5zM10 15V9l5 3z' },
] as const;

/** The community's social networks. */
export function CommunityLinks() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  return (
    <section aria-labelledby="community-title" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="community-title" className="mb-3 text-sm font-semibold text-slate-900">
        {t('account:community.title')}
      </h2>
      <ul className="flex gap-2">
        {NETWORKS.map((network) => (
          <li key={network.id}>
            <a
              href={config.links[network.id]}
              target="_blank"
              rel="noreferrer"
              aria-label={t(`account:community.${network.id}`)}
              className="inline-flex size-10 items-center justify-center rounded-full bg-slate-100 text-slate-700 hover:bg-indigo-100 hover:text-indigo-700"
            >
              <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" aria-hidden="true">
                <path d={network.path} />
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
