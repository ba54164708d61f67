import { backOfficeMessageSchema, type BackOfficeMessage, type CurrentUser } from '@arya/core/contract';
import { BACK_OFFICE_MESSAGE_TYPE } from '@arya/core/rules';
import { z } from 'zod';

/**
 * The messages between the app and its back-office frame (spec 1 §4): both ways they carry
 * `type: 'signal-send'` and `data`, and both sides only take them from the app's own origin.
 */

/** What the frame tells the app: a news item was published or deleted, the frame is listening, or Escape was pressed in it. */
export const FRAME_EVENTS = ['news-created', 'news-deleted', 'ready', 'close'] as const;
export type FrameEvent = (typeof FRAME_EVENTS)[number];

const frameMessageSchema = z.object({ type: z.literal(BACK_OFFICE_MESSAGE_TYPE), data: z.object({ event: z.enum(FRAME_EVENTS) }) });

type MemberFields = Pick<CurrentUser, 'uid' | 'displayName' | 'role' | 'adminLang' | 'allowedAdminLangs' | 'privileges' | 'adminOptions'>;

/** The member's data and privileges the app hands the frame, checked against the shared schema. */
export function backOfficeMessageOf(user: MemberFields): BackOfficeMessage {
  return backOfficeMessageSchema.parse({
    type: BACK_OFFICE_MESSAGE_TYPE,
    data: {
      user: { uid: user.uid, displayName: user.displayName, role: user.role, adminLang: user.adminLang, allowedAdminLangs: user.allowedAdminLangs },
      privileges: user.privileges,
      adminOptions: user.adminOptions,
      platform: 'web',
    },
  });
}

/** Only what comes from the same origin counts (another site could also post to the window). */
type Incoming = Pick<MessageEvent, 'origin' | 'data'>;

/** The frame's side: the app's message, or null when it comes from elsewhere or is not one. */
export function readAppMessage(event: Incoming, ownOrigin: string): BackOfficeMessage | null {
  if (event.origin !== ownOrigin) return null;
  const parsed = backOfficeMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

/** The app's side: the frame's event, or null when it comes from elsewhere or is not one. */
export function readFrameEvent(event: Incoming, ownOrigin: string): FrameEvent | null {
  if (event.origin !== ownOrigin) return null;
  const parsed = frameMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data.data.event : null;
}

/** The back-office page runs in the app's frame, rather than in a tab of its own. */
export function isFramed(): boolean {
  return window.parent !== window;
}

/** Tells the app around the frame what happened (nothing when the page is opened in its own tab). */
export function tellApp(event: FrameEvent): void {
  if (!isFramed()) return;
  window.parent.postMessage({ type: BACK_OFFICE_MESSAGE_TYPE, data: { event } }, window.location.origin);
}
