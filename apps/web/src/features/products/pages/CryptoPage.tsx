import { SimplePage } from '../../system/pages/SimplePage.tsx';

export default function CryptoPage() {
  return <SimplePage pageKey="crypto" />;
}
