import { SimplePage } from '../../system/pages/SimplePage.tsx';

export default function AccountProfilePage() {
  return <SimplePage pageKey="accountProfile" />;
}
