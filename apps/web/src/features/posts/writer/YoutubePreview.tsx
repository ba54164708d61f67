import { extractYoutubeId, YOUTUBE_FRAME, youtubeEmbedUrl } from '@arya/core';
import { useTranslation } from 'react-i18next';

/** The embedded video of the first YouTube link in the text (the server derives Preview.YoutubeId the same way). */
export function YoutubePreview({ text }: { text: string }) {
  const { t } = useTranslation('writer');
  const youtubeId = extractYoutubeId(text);
  if (!youtubeId) return null;
  return (
    <div className="w-full overflow-hidden rounded-lg bg-slate-900" style={{ maxWidth: YOUTUBE_FRAME.width, aspectRatio: `${YOUTUBE_FRAME.width} / ${YOUTUBE_FRAME.height}` }}>
      <iframe
        key={youtubeId}
        src={youtubeEmbedUrl(youtubeId)}
        title={t('youtube.title')}
        width={YOUTUBE_FRAME.width}
        height={YOUTUBE_FRAME.height}
        className="size-full"
        loading="lazy"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        data-testid="writer-youtube-preview"
      />
    </div>
  );
}
