/**
 * The menu items posted to the course platform (spec 1 §7 POST /sign/token/lms): its pages the
 * member may reach, which it shows in its own menu. Labels are keys of the web's `common`
 * catalogue, sent translated; the courses entries of the header and main menu open the first one.
 */
export const COURSE_PLATFORM_MENU = [
  { url: '/', labelKey: 'courses.menu.home', icon: 'academic' },
  { url: '/my-courses', labelKey: 'courses.menu.myCourses', icon: 'book' },
  { url: '/live', labelKey: 'courses.menu.live', icon: 'video' },
] as const;
export const COURSE_PLATFORM_HOME_PATH = COURSE_PLATFORM_MENU[0].url;

/** Bounds of what a member may post: a few short items, one level of sub-items. */
export const COURSE_MENU_MAX_ITEMS = 10;
export const COURSE_MENU_URL_MAX_LENGTH = 200;
export const COURSE_MENU_LABEL_MAX_LENGTH = 80;
export const COURSE_MENU_ICON_MAX_LENGTH = 40;
/** The query parameter carrying the signed token on the course platform's address. */
export const COURSE_PLATFORM_TOKEN_PARAM = 'token';
