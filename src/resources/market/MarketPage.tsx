import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { unitCount } from '../../i18n/enumLabel';
import { CabinetPage, CardGrid } from '../clientCabinet/CabinetPage';
import { useCabinetQuery } from '../clientCabinet/useCabinetQuery';
import { BasketDrawer } from './BasketDrawer';
import { MarketCard } from './MarketCard';
import { RateDetails } from './RateDetails';
import type { CatalogRate, CatalogService } from './types';
import { type BasketLine, useBasket } from './useBasket';

const QUERY = { page: 1, perPage: 30 };

interface CatalogueItem {
  id: string;
  name: string;
  cost: number;
}

/** What a kind's card shows beyond its name and price. */
interface CardExtras {
  description: string | null;
  period?: number;
  details?: ReactNode;
}

interface CatalogueProps<T extends CatalogueItem> {
  titleKey: string;
  kind: BasketLine['kind'];
  query: { data?: { data: T[] }; isPending: boolean; error: Error | null };
  extras(item: T): CardExtras;
}

/** One catalogue page: a card per item (added to the basket with its period, if any), or the empty note. */
function Catalogue<T extends CatalogueItem>({ titleKey, kind, query: { data, isPending, error }, extras }: CatalogueProps<T>) {
  const translate = useTranslate();
  const basket = useBasket();
  const card = (item: T) => {
    const { id, name, cost } = item;
    const extra = extras(item);
    const period = extra.period === undefined ? {} : { period: extra.period };
    const onAdd = () => basket.add({ kind, id, name, cost, ...period });
    return <MarketCard key={id} name={name} cost={cost} inBasket={basket.has(kind, id)} onAdd={onAdd} {...extra} />;
  };
  return (
    <CabinetPage titleKey={titleKey} loading={isPending} error={error} actions={<BasketDrawer />}>
      {data?.data.length ? (
        <CardGrid>{data.data.map(card)}</CardGrid>
      ) : (
        <Typography color="text.secondary">{translate('app.cabinet.market.empty')}</Typography>
      )}
    </CabinetPage>
  );
}

/** K3 /market-rates: the tariffs of the public catalogue. */
export function MarketRatesPage() {
  const query = useCabinetQuery(['rates'], (api, signal) => api.catalogRates(QUERY, signal));
  const extras = ({ id, name, description, period }: CatalogRate) => ({ description, period, details: <RateDetails id={id} name={name} /> });
  return <Catalogue titleKey="app.cabinet.market.rates" kind="rate" query={query} extras={extras} />;
}

/** K3 /market-services: the additional services sold on their own. */
export function MarketServicesPage() {
  const translate = useTranslate();
  const query = useCabinetQuery(['market-services'], (api, signal) => api.catalogServices(QUERY, signal));
  const extras = ({ description, limit, unit }: CatalogService) => ({
    description: [description, unit ? unitCount(translate, unit, limit) : null].filter(Boolean).join(' · '),
  });
  return <Catalogue titleKey="app.cabinet.market.services" kind="service" query={query} extras={extras} />;
}
