import { YOUTUBE_FRAME, youtubeEmbedUrl } from '@arya/core/rules';

/** The embedded YouTube player of a post (spec 2 §2: a 620x445 frame), as wide as the card allows. */
export function VideoFrame({ youtubeId, title, testId = 'post-video' }: { youtubeId: string; title: string; testId?: string }) {
  return (
    <div className="w-full overflow-hidden rounded-xl bg-slate-900" style={{ maxWidth: YOUTUBE_FRAME.width }}>
      <iframe
        src={youtubeEmbedUrl(youtubeId)}
        title={title}
        width={YOUTUBE_FRAME.width}
        height={YOUTUBE_FRAME.height}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; web-share"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
        data-testid={testId}
        className="block h-auto w-full border-0"
        style={{ aspectRatio: `${YOUTUBE_FRAME.width} / ${YOUTUBE_FRAME.height}` }}
      />
    </div>
  );
}
