/** The server side of the declared concierge offers (common/resources/offers.ts): the icon checked, the link made absolute. */
import { offers } from '../../../common/resources/offers';
import { serverResource } from '../../resources/hooks';
import { absoluteLink } from '../stories/contents';
import { offerImage } from './image';

export default serverResource(offers, {
  hooks: {
    beforeWrite: async (columns) => ({
      ...columns,
      link: typeof columns.link === 'string' && columns.link ? absoluteLink(columns.link) : columns.link,
      image: await offerImage(columns.image),
    }),
  },
  summaries: {
    list: 'Concierge offers (M10), newest first: search q in the title; clients read them in their cabinet',
    create: 'Create an offer; image is a data URL of a JPG or PNG of at most 10 KB and 64 × 64 pixels, checked by its bytes',
    update: 'Replace an offer; the image is checked again by its bytes',
  },
});
