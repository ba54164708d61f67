import type { CurrentUser } from '@arya/core/contract';
import type { SignInState } from '@arya/core/rules';
import { createContext, useContext } from 'react';

export interface SessionValue {
  state: SignInState;
  user: CurrentUser | null;
  /** The session exists but the member state could not be loaded. */
  loadError: boolean;
  retry(): void;
  /** Re-reads the session cookie and the member state (after sign-in). */
  refresh(): Promise<void>;
  signOut(): Promise<void>;
}

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}

/** The signed-in member; only for pages behind the member guard. */
export function useCurrentUser(): CurrentUser {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser needs a signed-in member');
  return user;
}
