import { SimplePage } from '../../system/pages/SimplePage.tsx';

export default function ProfilePage() {
  return <SimplePage pageKey="profile" />;
}
