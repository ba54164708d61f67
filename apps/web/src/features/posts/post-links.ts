import { localizePath, NEXT_QUERY, postPath, signInRedirect, type Language } from '@arya/core/rules';

/** A member's picture in our storage; the date busts the cache when the picture changes (as the header does). */
export function profilePictureUrl(userId: string, pictureDate: string | null): string | null {
  if (!pictureDate) return null;
  const time = new Date(pictureDate).getTime();
  const version = Number.isNaN(time) ? encodeURIComponent(pictureDate) : String(time);
  return `/files/profile-images/${encodeURIComponent(userId)}?v=${version}`;
}

/** A member's public profile page, without the language prefix. */
export function profilePath(alias: string): string {
  return `/u/${encodeURIComponent(alias)}`;
}

/** An instrument's page (issue 28), without the language prefix: where a $cashtag leads. */
export function instrumentPath(symbol: string): string {
  return `/instruments/${encodeURIComponent(symbol)}`;
}

/** A post's page split into the two route parameters, so `/post/{authorId}/{postId}` stays readable. */
export function localizedPostPath(id: string, language: Language): string {
  return localizePath(postPath(id.split('/').map(encodeURIComponent).join('/')), language);
}

/** The address "copy link" puts in the clipboard. */
export function postShareUrl(origin: string, id: string, language: Language): string {
  return `${origin}${localizedPostPath(id, language)}`;
}

/** Sign-in and sign-up links that bring the visitor back to the page they were reading. */
export function visitorAuthLinks(fullPath: string, language: Language): { signIn: string; register: string } {
  return {
    signIn: signInRedirect(fullPath, language),
    register: `${localizePath('/register', language)}?${NEXT_QUERY}=${encodeURIComponent(fullPath)}`,
  };
}
