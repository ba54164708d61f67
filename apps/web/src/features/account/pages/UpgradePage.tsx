import { SimplePage } from '../../system/pages/SimplePage.tsx';

export default function UpgradePage() {
  return <SimplePage pageKey="upgrade" />;
}
