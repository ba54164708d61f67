import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { LicenceCard } from '../components/LicenceCard.tsx';
import { LicencesEmptyState } from '../components/LicencesEmptyState.tsx';
import { SoftwareDownloads } from '../components/SoftwareDownloads.tsx';
import { VirtualServerOffer } from '../components/VirtualServerOffer.tsx';
import { useLicences } from '../queries.ts';
import { useDownloadProblem } from '../use-download-problem.ts';

/** Spec 1 §2 licences: each licence with its broker and MT4 account, the software downloads, the virtual server offer. */
export default function LicencesPage() {
  const { t } = useTranslation('licences');
  const licences = useLicences();
  const { problem, report } = useDownloadProblem(licences.refetch);
  const listHeadingId = useId();
  const answer = licences.data;
  return (
    <>
      <PageHeading title={t('page.title')} description={t('page.description')} />
      {licences.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : licences.isError && !answer ? (
        <LoadError title={t('page.loadError')} retryLabel={t('page.retry')} error={licences.error} onRetry={() => void licences.refetch()} retrying={licences.isFetching} />
      ) : answer && answer.licenses.length === 0 ? (
        <LicencesEmptyState />
      ) : (
        answer && (
          <section aria-labelledby={listHeadingId}>
            <h2 id={listHeadingId} className="mb-3 text-lg font-semibold text-slate-900">
              {t('page.listTitle')}
            </h2>
            <ul className="flex flex-col gap-4">
              {answer.licenses.map((licence) => (
                <LicenceCard key={licence.licenseId} licence={licence} />
              ))}
            </ul>
          </section>
        )
      )}
      {answer && (answer.softwareLinks.length > 0 || problem) && (
        <SoftwareDownloads answer={answer} problem={problem} refreshing={licences.isFetching} onExpired={() => report('SOFTWARE_LINK_EXPIRED')} />
      )}
      <VirtualServerOffer />
    </>
  );
}
