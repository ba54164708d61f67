import { Outlet } from 'react-router';
import { ProductTabs } from '../../features/products/components/ProductTabs.tsx';
import { AccountLayout } from './AccountLayout.tsx';

/** The account layout with the product tabs; the active product comes from the path. */
export function GetStartedLayout() {
  return (
    <AccountLayout>
      <ProductTabs />
      <div className="mt-4">
        <Outlet />
      </div>
    </AccountLayout>
  );
}
