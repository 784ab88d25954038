import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import Download from '@mui/icons-material/Download';
import { Confirm, useTranslate } from 'react-admin';
import type { ClientOrder } from '../clientCabinet/types';
import { useOrderActions } from './useOrderActions';

/** Pay or cancel an unpaid order; download the receipt of a paid one. */
export function OrderActions({ order }: { order: ClientOrder }) {
  const translate = useTranslate();
  const actions = useOrderActions();
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {order.payable ? (
        <>
          <Button size="small" variant="contained" disabled={actions.pending} onClick={() => void actions.pay(order.id)}>
            {translate('app.cabinet.orders.pay')}
          </Button>
          <Button size="small" color="error" disabled={actions.pending} onClick={() => setConfirming(true)}>
            {translate('app.cabinet.orders.cancel')}
          </Button>
          <Confirm
            isOpen={confirming}
            title="app.cabinet.orders.confirmCancel"
            content=""
            onConfirm={() => {
              setConfirming(false);
              void actions.cancel(order.id);
            }}
            onClose={() => setConfirming(false)}
          />
        </>
      ) : null}
      {order.receipt ? (
        <Button size="small" startIcon={<Download />} onClick={() => void actions.receipt(order.id, order.number)}>
          {translate('app.cabinet.orders.receipt')}
        </Button>
      ) : null}
    </Stack>
  );
}
