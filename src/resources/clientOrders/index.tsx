import { Route, Routes } from 'react-router-dom';
import { lazyScreen } from '../../cabinets/lazyScreen';

const OrdersPage = lazyScreen(() => import('./OrdersPage'), 'OrdersPage');
const InstalmentsPage = lazyScreen(() => import('./InstalmentsPage'), 'InstalmentsPage');

/** K2: /order (the orders) and /order/certificates (the credit payments). */
export const clientOrdersSection = {
  path: '/order',
  element: (
    <Routes>
      <Route index element={<OrdersPage />} />
      <Route path="certificates" element={<InstalmentsPage />} />
    </Routes>
  ),
};
