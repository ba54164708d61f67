import { z } from 'zod';
import { text } from '../common/text.ts';
import { COURSE_MENU_ICON_MAX_LENGTH, COURSE_MENU_LABEL_MAX_LENGTH, COURSE_MENU_MAX_ITEMS, COURSE_MENU_URL_MAX_LENGTH } from './course-platform.constants.ts';

/** A path on the course platform: starts with one slash (never `//host`), no spaces nor fragments. */
const COURSE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/%?=&]*$/;

const menuItemFields = {
  url: text({ min: 1, max: COURSE_MENU_URL_MAX_LENGTH }).regex(COURSE_PATH),
  label: text({ trim: true, min: 1, max: COURSE_MENU_LABEL_MAX_LENGTH }),
  icon: text({ min: 1, max: COURSE_MENU_ICON_MAX_LENGTH }).regex(/^[a-z0-9-]+$/i),
};

export const courseMenuItemSchema = z.object({
  ...menuItemFields,
  subItems: z.array(z.object(menuItemFields)).max(COURSE_MENU_MAX_ITEMS).optional(),
});
export type CourseMenuItem = z.infer<typeof courseMenuItemSchema>;

/** Spec 1 §7 POST /sign/token/lms: the menu items the course platform shows. */
export const courseTokenInputSchema = z.object({ menuItems: z.array(courseMenuItemSchema).min(1).max(COURSE_MENU_MAX_ITEMS) });
export type CourseTokenInput = z.input<typeof courseTokenInputSchema>;

/** The signed short-lived token and the course platform's address to open with it. */
export const courseTokenSchema = z.object({ token: z.string(), target: z.string() });
export type CourseToken = z.infer<typeof courseTokenSchema>;
