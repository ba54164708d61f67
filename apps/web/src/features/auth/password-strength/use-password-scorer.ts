import { useEffect } from 'react';
import { whenIdle } from '../../../lib/when-idle.ts';
import { preloadPasswordScorer } from './password-check.ts';

/**
 * On a page whose purpose is choosing a password (sign-up, reset), the scorer is fetched once the
 * page is drawn and the browser idle, so it is ready by the time the member submits. The security
 * page waits for its password field to be used instead: most visits there only look at sessions.
 */
export function usePasswordScorerWhenIdle(): void {
  useEffect(() => whenIdle(() => void preloadPasswordScorer().catch(() => undefined)), []);
}
