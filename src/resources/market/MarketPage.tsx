import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CabinetPage, CardGrid } from '../clientCabinet/CabinetPage';
import type { Page } from '../clientCabinet/types';
import { useCabinetQuery } from '../clientCabinet/useCabinetQuery';
import { BasketDrawer } from './BasketDrawer';
import { MarketCard } from './MarketCard';
import { RateDetails } from './RateDetails';
import type { CatalogRate, CatalogService } from './types';
import { useBasket } from './useBasket';

const QUERY = { page: 1, perPage: 30 };

function Empty() {
  const translate = useTranslate();
  return <Typography color="text.secondary">{translate('app.cabinet.market.empty')}</Typography>;
}

/** K3 /market-rates: the tariffs of the public catalogue. */
export function MarketRatesPage() {
  const basket = useBasket();
  const { data, isPending, error } = useCabinetQuery(['rates'], (api, signal) => api.catalogRates<Page<CatalogRate>>(QUERY, signal));
  return (
    <CabinetPage titleKey="app.cabinet.market.rates" loading={isPending} error={error} actions={<BasketDrawer />}>
      {data?.data.length ? (
        <CardGrid>
          {data.data.map((rate) => (
            <MarketCard
              key={rate.id}
              name={rate.name}
              description={rate.description}
              cost={rate.cost}
              period={rate.period}
              inBasket={basket.has('rate', rate.id)}
              onAdd={() => basket.add({ kind: 'rate', id: rate.id, name: rate.name, cost: rate.cost, period: rate.period })}
              details={<RateDetails id={rate.id} name={rate.name} />}
            />
          ))}
        </CardGrid>
      ) : (
        <Empty />
      )}
    </CabinetPage>
  );
}

/** K3 /market-services: the additional services sold on their own. */
export function MarketServicesPage() {
  const basket = useBasket();
  const { data, isPending, error } = useCabinetQuery(['market-services'], (api, signal) => api.catalogServices<Page<CatalogService>>(QUERY, signal));
  return (
    <CabinetPage titleKey="app.cabinet.market.services" loading={isPending} error={error} actions={<BasketDrawer />}>
      {data?.data.length ? (
        <CardGrid>
          {data.data.map((service) => (
            <MarketCard
              key={service.id}
              name={service.name}
              description={[service.description, service.unit ? `${service.limit} ${service.unit}` : null].filter(Boolean).join(' · ')}
              cost={service.cost}
              inBasket={basket.has('service', service.id)}
              onAdd={() => basket.add({ kind: 'service', id: service.id, name: service.name, cost: service.cost })}
            />
          ))}
        </CardGrid>
      ) : (
        <Empty />
      )}
    </CabinetPage>
  );
}
