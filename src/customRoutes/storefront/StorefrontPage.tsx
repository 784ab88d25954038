import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { unitCount } from '../../i18n/enumLabel';
import { useCabinetQuery } from '../../resources/clientCabinet/useCabinetQuery';
import { CardGrid } from '../../resources/clientCabinet/CabinetPage';
import { StoreCard } from './StoreCard';
import { StorefrontFrame } from './StorefrontFrame';
import { CHECKOUT_ROUTE, type PendingPurchase, choosePurchase } from './referral';
import { useReferral } from './useReferral';

const QUERY = { page: 1, perPage: 30 };

/** Issue 27 /shop: the market's tariffs and services for anyone; its buy button goes to the checkout (registration there). */
export function StorefrontPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const partner = useReferral();
  const rates = useCabinetQuery(['store-rates'], (api, signal) => api.catalogRates(QUERY, signal));
  const services = useCabinetQuery(['store-services'], (api, signal) => api.catalogServices(QUERY, signal));
  const highlighted = params.get('rate');
  const buy = (purchase: PendingPurchase) => {
    choosePurchase(purchase);
    navigate(CHECKOUT_ROUTE);
  };
  // a metered tariff needs a seller to measure it: the storefront sells the others (docs/decisions.md)
  const sellable = (rates.data?.data ?? []).filter((rate) => !rate.meter).sort((a, b) => Number(b.id === highlighted) - Number(a.id === highlighted));
  const error = rates.error ?? services.error;
  return (
    <StorefrontFrame title="app.storefront.title">
      {partner ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="storefront-partner">
          {translate('app.storefront.fromPartner', { name: partner.name })}
        </Alert>
      ) : null}
      {error ? <Alert severity="error">{error.message}</Alert> : null}
      {rates.isPending || services.isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : (
        <>
          <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
            {translate('app.storefront.rates')}
          </Typography>
          {sellable.length ? (
            <CardGrid>
              {sellable.map((rate) => (
                <StoreCard key={rate.id} {...rate} highlighted={rate.id === highlighted} onBuy={() => buy({ kind: 'rate', id: rate.id, name: rate.name, cost: rate.cost, period: rate.period })} />
              ))}
            </CardGrid>
          ) : (
            <Typography color="text.secondary">{translate('app.cabinet.market.empty')}</Typography>
          )}
          <Box sx={{ mt: 3 }}>
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
              {translate('app.storefront.services')}
            </Typography>
            {services.data?.data.length ? (
              <CardGrid>
                {services.data.data.map((service) => (
                  <StoreCard
                    key={service.id}
                    name={service.name}
                    cost={service.cost}
                    description={[service.description, service.unit ? unitCount(translate, service.unit, service.limit) : null].filter(Boolean).join(' · ')}
                    onBuy={() => buy({ kind: 'service', id: service.id, name: service.name, cost: service.cost })}
                  />
                ))}
              </CardGrid>
            ) : (
              <Typography color="text.secondary">{translate('app.cabinet.market.empty')}</Typography>
            )}
          </Box>
        </>
      )}
    </StorefrontFrame>
  );
}
