import { SimplePage } from '../../system/pages/SimplePage.tsx';

export default function LicencesPage() {
  return <SimplePage pageKey="licences" />;
}
