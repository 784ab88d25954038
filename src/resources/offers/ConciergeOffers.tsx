import { Avatar, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { Infer } from '../../../common/resource';
import type { offers } from '../../../common/resources/offers';
import { CardGrid } from '../clientCabinet/CabinetPage';

type Offer = Infer<typeof offers>;

function OfferCard({ offer }: { offer: Offer }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="article" aria-label={offer.title}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {offer.image && <Avatar src={offer.image} alt="" variant="rounded" sx={{ width: 64, height: 64 }} />}
          <Typography variant="h6" component="h3">{offer.title}</Typography>
        </Stack>
        {offer.description && <Typography color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line' }}>{offer.description}</Typography>}
      </CardContent>
      {offer.link && (
        <CardActions>
          <Button href={offer.link} target="_blank" rel="noopener noreferrer">{translate('resources.offers.client.open')}</Button>
        </CardActions>
      )}
    </Card>
  );
}

/** M10 for the client: the concierge offers under the services on the cabinet's home (decision M10/where); none, nothing shown. */
export function ConciergeOffers() {
  const translate = useTranslate();
  const { data } = useGetList<Offer>('offers', { pagination: { page: 1, perPage: 50 }, sort: { field: 'created_at', order: 'DESC' } });
  if (!data?.length) return null;
  return (
    <Stack component="section" spacing={2} sx={{ mt: 4 }} aria-labelledby="concierge-offers">
      <Typography id="concierge-offers" variant="h5" component="h2">{translate('resources.offers.client.title')}</Typography>
      <CardGrid>
        {data.map((offer) => <OfferCard key={offer.id} offer={offer} />)}
      </CardGrid>
    </Stack>
  );
}
