import { useState } from 'react';
import { Badge, Box, Button, Drawer, IconButton, List, ListItem, ListItemText, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import Delete from '@mui/icons-material/Delete';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { formatPrice } from '../../format/price';
import { orderBody, useBasket } from './useBasket';

/** The basket (D6): its lines, remove, the total, and paying the lot in one order on the acquirer's page. */
export function BasketDrawer() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const basket = useBasket();
  const [open, setOpen] = useState(false);
  const [paying, setPaying] = useState(false);
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));

  async function pay() {
    setPaying(true);
    try {
      const { paymentUrl } = await dataProvider.orderBasket(orderBody(basket.lines));
      basket.clear();
      window.location.assign(paymentUrl);
    } catch (error) {
      notify((error as Error).message || 'app.cabinet.basket.failed', { type: 'error' });
      setPaying(false);
    }
  }

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} startIcon={<Badge badgeContent={basket.lines.length} color="primary"><ShoppingCart /></Badge>}>
        {translate('app.cabinet.basket.open', { count: basket.lines.length })}
      </Button>
      <Drawer anchor={small ? 'bottom' : 'right'} open={open} onClose={() => setOpen(false)}>
        <Box sx={{ width: small ? 'auto' : 380, p: 2 }} role="region" aria-label={translate('app.cabinet.basket.title')}>
          <Typography variant="h6" component="h2">
            {translate('app.cabinet.basket.title')}
          </Typography>
          {basket.lines.length ? (
            <List dense>
              {basket.lines.map((line) => (
                <ListItem
                  key={line.key}
                  divider
                  secondaryAction={
                    <IconButton edge="end" aria-label={`${translate('app.cabinet.basket.remove')} ${line.name}`} onClick={() => basket.remove(line.key)}>
                      <Delete />
                    </IconButton>
                  }
                >
                  <ListItemText primary={line.name} secondary={formatPrice(line.cost)} />
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography color="text.secondary" sx={{ my: 2 }}>
              {translate('app.cabinet.basket.empty')}
            </Typography>
          )}
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 1 }}>
            <Typography variant="subtitle1" data-testid="basket-total">
              {translate('app.cabinet.basket.total')}: {formatPrice(basket.total)}
            </Typography>
            <Button variant="contained" disabled={!basket.lines.length || paying} onClick={() => void pay()}>
              {translate('app.cabinet.basket.pay')}
            </Button>
          </Stack>
        </Box>
      </Drawer>
    </>
  );
}
