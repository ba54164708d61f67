import type { CourseMenuItem, CourseToken, Language } from '@arya/core';

/** Who the course platform signs a token for. */
export interface CourseMember {
  id: string;
  email: string;
  name: string;
  language: Language;
}

export interface CourseTokenRequest {
  member: CourseMember;
  menuItems: CourseMenuItem[];
}

/**
 * The external course platform (spec 1 §7 POST /sign/token/lms): it signs a short-lived token that
 * opens its pages for the member, and says where it lives. The development adapter signs locally.
 */
export interface CoursePlatform {
  signToken(request: CourseTokenRequest): Promise<CourseToken>;
}

/** The platform could not sign a token: unreachable, refusing, or answering something unusable. */
export class CoursePlatformError extends Error {
  override readonly name = 'CoursePlatformError';
}
