import { SimplePage } from '../../system/pages/SimplePage.tsx';

export default function ReferralPage() {
  return <SimplePage pageKey="referral" />;
}
