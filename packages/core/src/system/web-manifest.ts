import { localizePath, type Language } from '../common/languages.ts';

/**
 * The installable app (web app manifest): one manifest per language, so an installed app opens in
 * the language it was installed from (French at /, English at /en/). The web build writes the
 * manifests and the icons (apps/web/build/app-icons-plugin.ts); the server links the page's
 * language's manifest in the HTML it serves.
 */
export const WEB_MANIFEST_FILE = 'manifest.webmanifest';
/** The brand colour (the logo's), also the page's theme-color meta: the title bar of the installed app. */
export const APP_THEME_COLOR = '#4f46e5';
/** The page background (slate-50): the splash screen while the installed app starts. */
export const APP_BACKGROUND_COLOR = '#f8fafc';

export interface AppIcon {
  src: string;
  size: number;
  purpose: 'any' | 'maskable';
}

/** PNG icons drawn at build from one SVG: "any" with rounded corners, "maskable" full-bleed with the mark in the safe zone. */
export const APP_ICONS: readonly AppIcon[] = [192, 256, 384, 512].flatMap((size) => [
  { src: `/icons/icon-${size}.png`, size, purpose: 'any' as const },
  { src: `/icons/maskable-${size}.png`, size, purpose: 'maskable' as const },
]);
/** iOS reads neither the manifest's icons nor transparency: an opaque 180 px icon. */
export const APPLE_TOUCH_ICON = { src: '/icons/apple-touch-icon.png', size: 180 } as const;

/** Where a language's manifest is served: /manifest.webmanifest, /en/manifest.webmanifest. */
export function webManifestPath(language: Language): string {
  return localizePath(`/${WEB_MANIFEST_FILE}`, language);
}

/** The app's home in a language, with the trailing slash so the scope covers only that language's pages. */
export function appStartPath(language: Language): string {
  const path = localizePath('/', language);
  return path.endsWith('/') ? path : `${path}/`;
}

const DESCRIPTION: Record<Language, string> = {
  fr: 'La communauté des investisseurs et traders : idées de trading, actualités, coachs et discussions.',
  en: 'The community of investors and traders: trading ideas, news, coaches and conversations.',
};

/** The manifest of a language (https://www.w3.org/TR/appmanifest/). */
export function webManifest(language: Language) {
  const start = appStartPath(language);
  return {
    id: start,
    name: 'ARYA Community',
    short_name: 'ARYA',
    description: DESCRIPTION[language],
    lang: language,
    dir: 'ltr',
    start_url: start,
    scope: start,
    display: 'standalone',
    orientation: 'any',
    theme_color: APP_THEME_COLOR,
    background_color: APP_BACKGROUND_COLOR,
    categories: ['finance', 'social'],
    icons: APP_ICONS.map((icon) => ({ src: icon.src, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose })),
  };
}
