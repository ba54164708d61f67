import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { StreamedPart } from '../../../lib/streamed-part.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { mayOpenIdeas } from '../../ideas/page/ideas-access.ts';
import { ContentNotFound } from '../../posts/components/ContentNotFound.tsx';
import { FeedError } from '../../posts/components/FeedError.tsx';
import { PostList, PostListLoading } from '../../posts/components/PostList.tsx';
import { VisitorInvite } from '../../posts/components/VisitorInvite.tsx';
import { isNotFound } from '../../posts/is-not-found.ts';
import { instrumentPath } from '../../posts/post-links.ts';
import { useSession } from '../../session/session-context.ts';
import { InstrumentHeader, InstrumentHeaderSkeleton } from '../components/InstrumentHeader.tsx';
import { InstrumentTabs } from '../components/InstrumentTabs.tsx';
import { TopMembers } from '../components/TopMembers.tsx';
import { addInstrumentTexts } from '../instrument-texts.ts';
import { instrumentTabOf, type InstrumentPostsKind } from '../instrument-tabs.ts';
import { instrumentPostsQuery, useInstrument, useInstrumentPosts } from '../queries.ts';

const LINK = 'rounded text-sm font-semibold text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * `/instruments/:symbol` (issue 28), for anyone: the instrument, how much it is talked about, the
 * members who post about it most, then its ideas with their outcomes (the default tab) or the posts
 * naming it with a $cashtag, a keyset page at a time. Any way of writing the symbol finds it
 * (`eur-usd`); the address then becomes the canonical one.
 */
export default function InstrumentPage() {
  addInstrumentTexts();
  const { t } = useTranslation('instruments');
  const { symbol } = useParams();
  const { user } = useSession();
  return (
    <>
      {!user && <VisitorInvite />}
      {symbol ? <Instrument key={symbol} symbol={symbol} /> : <ContentNotFound title={t('notFound.title')} message={t('notFound.message')} />}
    </>
  );
}

/** An address written another way (`/instruments/eurusd`) is replaced by the instrument's own. */
function useCanonicalAddress(symbol: string, canonical: string | undefined) {
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const { search } = useLocation();
  useEffect(() => {
    if (canonical !== undefined && canonical !== symbol) void navigate(`${to(instrumentPath(canonical))}${search}`, { replace: true });
  }, [symbol, canonical, navigate, to, search]);
}

function Instrument({ symbol }: { symbol: string }) {
  const { t } = useTranslation('instruments');
  const instrument = useInstrument(symbol);
  const [search] = useSearchParams();
  const kind = instrumentTabOf(search);
  useCanonicalAddress(symbol, instrument.data?.Instrument.Symbol);
  if (instrument.isError && isNotFound(instrument.error)) return <ContentNotFound title={t('notFound.title')} message={t('notFound.message')} />;
  const shownSymbol = instrument.data?.Instrument.Symbol ?? symbol;
  return (
    <>
      {instrument.data ? (
        <InstrumentHeader page={instrument.data} />
      ) : instrument.isError ? (
        <div className="mb-6">
          <FeedError error={instrument.error} onRetry={() => void instrument.refetch()} retrying={instrument.isFetching} />
        </div>
      ) : (
        <InstrumentHeaderSkeleton />
      )}
      {instrument.data && <TopMembers members={instrument.data.TopMembers} symbol={shownSymbol} />}
      {!instrument.isError && (
        <>
          <InstrumentTabs symbol={shownSymbol} current={kind} />
          {/* Below the fold: a streamed page sends the list after the instrument (lib/streamed-part.tsx). */}
          <StreamedPart name={`instrument:${symbol}:${kind}`} load={(client) => client.prefetchInfiniteQuery(instrumentPostsQuery(symbol, kind))} fallback={<PostListLoading />}>
            <InstrumentPosts key={kind} symbol={symbol} shownSymbol={shownSymbol} kind={kind} />
          </StreamedPart>
        </>
      )}
    </>
  );
}

function InstrumentPosts({ symbol, shownSymbol, kind }: { symbol: string; shownSymbol: string; kind: InstrumentPostsKind }) {
  const { t } = useTranslation('instruments');
  const to = useLocalizedPath();
  const { user } = useSession();
  const posts = useInstrumentPosts(symbol, kind);
  return (
    <>
      {/* The ideas page filters them further (side, status, coaches), for the members who may open it. */}
      {kind === 'ideas' && mayOpenIdeas(user) && (
        <p className="-mt-1 mb-3 text-right">
          <Link to={`${to('/ideas')}?${new URLSearchParams({ instrument: shownSymbol }).toString()}`} data-testid="instrument-all-ideas" className={LINK}>
            {t('page.allIdeas', { symbol: shownSymbol })}
          </Link>
        </p>
      )}
      <PostList feed={posts} empty={t(`empty.${kind}`, { symbol: shownSymbol })} />
    </>
  );
}
