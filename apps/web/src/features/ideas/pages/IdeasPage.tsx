import { SimplePage } from '../../system/pages/SimplePage.tsx';

export default function IdeasPage() {
  return <SimplePage pageKey="ideas" />;
}
