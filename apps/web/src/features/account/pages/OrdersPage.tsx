import { SimplePage } from '../../system/pages/SimplePage.tsx';

export default function OrdersPage() {
  return <SimplePage pageKey="orders" />;
}
