import { SimplePage } from '../../system/pages/SimplePage.tsx';

export default function NotificationsPage() {
  return <SimplePage pageKey="notifications" />;
}
