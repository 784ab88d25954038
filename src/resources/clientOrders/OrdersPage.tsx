import { useState } from 'react';
import { Pagination, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CabinetPage } from '../clientCabinet/CabinetPage';
import { useCabinetQuery } from '../clientCabinet/useCabinetQuery';
import { OrderCard } from './OrderCard';
import { OrderTable } from './OrderTable';
import { OrderTabs } from './OrderTabs';

const PER_PAGE = 10;

/** K2 /order: the client's orders, newest first; a table at a desk, cards on a phone. */
export function OrdersPage() {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const { data, isPending, error } = useCabinetQuery(['orders', page], (api, signal) => api.myOrders({ page, perPage: PER_PAGE }, signal));
  const pages = Math.ceil((data?.total ?? 0) / PER_PAGE);
  return (
    <CabinetPage titleKey="app.cabinet.orders.title" loading={isPending} error={error}>
      <OrderTabs />
      {data?.data.length ? (
        <Stack spacing={2}>
          {small ? data.data.map((order) => <OrderCard key={order.id} order={order} />) : <OrderTable orders={data.data} />}
          {pages > 1 ? <Pagination count={pages} page={page} onChange={(_, next) => setPage(next)} /> : null}
        </Stack>
      ) : (
        <Typography color="text.secondary">{translate('app.cabinet.orders.empty')}</Typography>
      )}
    </CabinetPage>
  );
}
