import { Avatar } from '@mui/material';
import { DataTable } from 'react-admin';
import type { Infer } from '../../../common/resource';
import { offers } from '../../../common/resources/offers';
import { declaredScreens } from '../declared';
import { OfferImageInput } from './OfferImageInput';

const Column = DataTable.Col<Infer<typeof offers>>;

/** M10: the offers' table with their icons, and the form whose picture is checked by the server. */
export const screens = declaredScreens(offers, {
  columns: {
    image: <Column key="image" source="image" disableSort render={(offer) => (offer.image ? <Avatar src={offer.image} alt="" variant="rounded" sx={{ width: 32, height: 32 }} /> : null)} />,
  },
  inputs: { image: <OfferImageInput /> },
});
