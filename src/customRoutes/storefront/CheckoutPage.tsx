import { useState } from 'react';
import { Alert, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { tokenStore } from '../../authProvider/tokenStore';
import type { AppDataProvider } from '../../dataProvider';
import { formatPrice } from '../../format/price';
import { StorefrontFrame } from './StorefrontFrame';
import { choosePurchase, pendingPurchase, purchaseBody, referralPartner, signInReturn } from './referral';

/**
 * Issue 27 /shop/checkout: the chosen tariff or service. A visitor without an account registers (or signs in) here and
 * comes back to it; a signed-in client pays it on the acquirer's page, the followed link's partner sent along.
 */
export function CheckoutPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [purchase] = useState(pendingPurchase);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signedIn = Boolean(tokenStore.getSessionToken());

  async function pay() {
    if (!purchase) return;
    setPaying(true);
    setError(null);
    try {
      const { paymentUrl } = await dataProvider.orderBasket(purchaseBody(purchase, referralPartner()));
      choosePurchase(null);
      window.location.assign(paymentUrl);
    } catch (failure) {
      setError((failure as Error).message || translate('app.cabinet.basket.failed'));
      setPaying(false);
    }
  }

  return (
    <StorefrontFrame title="app.storefront.checkout">
      {purchase ? (
        <Card variant="outlined" sx={{ maxWidth: 520 }}>
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h6" component="h2" data-testid="checkout-item">
                {purchase.name}
              </Typography>
              <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                {formatPrice(purchase.cost)}
                {purchase.period ? ` ${translate('app.cabinet.market.perPeriod', { smart_count: purchase.period })}` : ''}
              </Typography>
              {error ? <Alert severity="error">{error}</Alert> : null}
              {signedIn ? (
                <Button variant="contained" disabled={paying} onClick={() => void pay()}>
                  {translate('app.storefront.pay')}
                </Button>
              ) : (
                <>
                  <Typography color="text.secondary">{translate('app.storefront.accountNeeded')}</Typography>
                  <Button variant="contained" onClick={() => navigate('/registration')}>
                    {translate('app.storefront.register')}
                  </Button>
                  <Button variant="outlined" onClick={() => navigate('/login', { state: signInReturn() })}>
                    {translate('app.storefront.signIn')}
                  </Button>
                </>
              )}
            </Stack>
          </CardContent>
        </Card>
      ) : (
        <Typography color="text.secondary">{translate('app.storefront.nothingChosen')}</Typography>
      )}
      <Link href="#/shop" sx={{ display: 'block', mt: 2 }}>
        {translate('app.storefront.back')}
      </Link>
    </StorefrontFrame>
  );
}
