import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import type { CoursePlatform, CourseTokenRequest } from './course-platform.ts';

/** How long a token of the offline platform opens its pages. */
export const DEV_COURSE_TOKEN_LIFETIME_SECONDS = 5 * 60;

/**
 * Works offline: signs the token itself (an HS256 JWT naming the member, 5 minutes, with a key of
 * its own derived from the auth secret) and points at the configured COURSES_URL.
 */
export class DevCoursePlatform implements CoursePlatform {
  private readonly key: Uint8Array;

  constructor(
    authSecret: string,
    private readonly target: string,
  ) {
    this.key = new Uint8Array(createHmac('sha256', authSecret).update('arya/dev-course-platform/v1').digest());
  }

  async signToken({ member }: CourseTokenRequest) {
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ email: member.email, name: member.name, lang: member.language })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(member.id)
      .setAudience('arya-courses')
      .setIssuer('arya-community')
      .setIssuedAt(now)
      .setExpirationTime(now + DEV_COURSE_TOKEN_LIFETIME_SECONDS)
      .sign(this.key);
    return { token, target: this.target };
  }
}
