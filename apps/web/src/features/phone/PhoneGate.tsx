import { lazy, Suspense, useState } from 'react';
import { useSession } from '../session/session-context.ts';

// The phone library is large: it loads only for a member who still has a number to verify.
const PhoneVerificationDialog = lazy(() => import('./PhoneVerificationDialog.tsx'));

/** Spec 1 §2 "Social": a signed-in member verifies a phone number in a blocking modal first. */
export function PhoneGate() {
  const { user } = useSession();
  // The member whose number was just verified, until the member state says so too.
  const [verifiedFor, setVerifiedFor] = useState<string | null>(null);
  if (!user || user.phoneVerified || verifiedFor === user.uid) return null;
  return (
    <Suspense fallback={null}>
      <PhoneVerificationDialog
        open
        phoneNumber={user.phoneNumber}
        initWithPhoneFieldFirst={!user.phoneNumber}
        onVerified={(verified) => setVerifiedFor(verified.uid)}
      />
    </Suspense>
  );
}
