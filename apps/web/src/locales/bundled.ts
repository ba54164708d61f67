import enCommon from './en/common.json';
import enAuth from './en/auth.json';
import enErrors from './en/errors.json';
import enPages from './en/pages.json';
import enAccount from './en/account.json';
import enPosts from './en/posts.json';
import enNotifications from './en/notifications.json';
import enPeople from './en/people.json';
import enSearch from './en/search.json';
import enIdeas from './en/ideas.json';
import enPhone from './en/phone.json';
import frCommon from './fr/common.json';
import frAuth from './fr/auth.json';
import frErrors from './fr/errors.json';
import frPages from './fr/pages.json';
import frAccount from './fr/account.json';
import frPosts from './fr/posts.json';
import frNotifications from './fr/notifications.json';
import frPeople from './fr/people.json';
import frSearch from './fr/search.json';
import frIdeas from './fr/ideas.json';
import frPhone from './fr/phone.json';

/**
 * The namespaces a first screen may show: they ship in the main chunk, in both languages, so switching
 * language never waits for them. The others load with the pages and dialogs that use them (deferred.ts).
 */
export const BUNDLED_NAMESPACES = ['common', 'auth', 'errors', 'pages', 'account', 'posts', 'notifications', 'people', 'search', 'ideas', 'phone'] as const;

/** The bundled namespaces of both languages. */
export const bundledResources = {
  fr: { common: frCommon, auth: frAuth, errors: frErrors, pages: frPages, account: frAccount, posts: frPosts, notifications: frNotifications, people: frPeople, search: frSearch, ideas: frIdeas, phone: frPhone },
  en: { common: enCommon, auth: enAuth, errors: enErrors, pages: enPages, account: enAccount, posts: enPosts, notifications: enNotifications, people: enPeople, search: enSearch, ideas: enIdeas, phone: enPhone },
} as const;
