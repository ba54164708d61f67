const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The id of the first YouTube video linked in a text (watch, youtu.be, shorts, embed and live
 * links), or null. It becomes the post's Preview.YoutubeId and its embedded frame.
 */
export function extractYoutubeId(text: string): string | null {
  const urls = text.match(/https?:\/\/[^\s<>"']+/gi) ?? [];
  for (const raw of urls) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      continue;
    }
    const host = url.hostname.replace(/^(www\.|m\.|music\.)/, '');
    let candidate: string | null | undefined = null;
    if (host === 'youtu.be') candidate = url.pathname.split('/')[1];
    else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
      const [, first, second] = url.pathname.split('/');
      if (first === 'watch') candidate = url.searchParams.get('v');
      else if (first === 'shorts' || first === 'embed' || first === 'live' || first === 'v') candidate = second;
    }
    if (candidate && YOUTUBE_ID.test(candidate)) return candidate;
  }
  return null;
}

/** The privacy-enhanced embed address of a video. */
export function youtubeEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}`;
}
