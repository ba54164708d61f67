import { extractYoutubeId } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { VideoFrame } from '../components/VideoFrame.tsx';

/** The embedded video of the first YouTube link in the text (the server derives Preview.YoutubeId the same way). */
export function YoutubePreview({ text }: { text: string }) {
  const { t } = useTranslation('writer');
  const youtubeId = extractYoutubeId(text);
  if (!youtubeId) return null;
  return <VideoFrame key={youtubeId} youtubeId={youtubeId} title={t('youtube.title')} testId="writer-youtube-preview" />;
}
