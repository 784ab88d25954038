import { Button, Stack, Typography } from '@mui/material';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import { Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { CabinetPage, CardGrid } from '../clientCabinet/CabinetPage';
import { useCabinetQuery } from '../clientCabinet/useCabinetQuery';
import { ServiceUsageCard } from './ServiceUsageCard';
import { preloadedOr } from '../../dataProvider/preload';
import { SERVICES_PRELOAD } from './homePreload';
import { StoriesCarousel } from '../stories/viewer';
import { ConciergeOffers } from '../offers';

/** Home of the client cabinet, "My services" (F6): what the client may use now, and a way to buy more. */
export function MyServicesPage() {
  const translate = useTranslate();
  const { data, isPending, error } = useCabinetQuery(['services'], (api, signal) => preloadedOr(SERVICES_PRELOAD, () => api.myServices(signal)));
  const buyMore = (
    <Button component={Link} to="/market-rates" variant="contained" startIcon={<AddShoppingCart />}>
      {translate('app.cabinet.services.buyMore')}
    </Button>
  );
  return (
    <CabinetPage titleKey="app.cabinet.services.title" loading={isPending} error={error} actions={buyMore}>
      {/* J1 and M10 on the home (decisions J1/where, M10/where), each loaded after the services paint */}
      <Suspense fallback={null}>
        <StoriesCarousel />
      </Suspense>
      {data?.data.length ? (
        <CardGrid>
          {data.data.map((service) => (
            <ServiceUsageCard key={service.id} service={service} />
          ))}
        </CardGrid>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'start' }}>
          <Typography color="text.secondary">{translate('app.cabinet.services.empty')}</Typography>
        </Stack>
      )}
      <Suspense fallback={null}>
        <ConciergeOffers />
      </Suspense>
    </CabinetPage>
  );
}
