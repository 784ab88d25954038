import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { phoneRegionOf } from '../../../common/phone';
import { routeTable } from '../../http/route';
import { translate } from '../../i18n/messages';
import { publicRates } from '../catalog/rates-routes';
import { widgetScript } from './script';

/** The card grid shows the catalogue's first tariffs; the storefront has the rest. */
const CARDS = 6;

const grouped = (value: number) => String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** The partner widget's script (G2, issue 27), public: partners' sites on other origins load it with a plain <script> tag. */
const widgetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const currency = phoneRegionOf(new URL(app.config.publicUrl).hostname) === 'KZ' ? '₸' : '₽';
  routeTable(app, { tags: ['partners'] }).get('/widget/widget.js', 'public',
    "The partner widget's script that the partner snippet loads (text/javascript): a button or a card grid in a Shadow DOM, linking to the storefront",
    { security: [], response: { 200: Type.String({ description: 'JavaScript' }) } },
    async (request, reply) => {
      const language = request.language;
      // a metered tariff needs a seller to measure: the storefront sells the others (docs/decisions.md)
      const rates = (await publicRates(app.db, CARDS * 3, language)).filter((rate) => !rate.meter).slice(0, CARDS).map((rate) => ({
        id: rate.id,
        name: rate.name,
        price: `${grouped(rate.cost)} ${currency}`,
        period: translate(language, 'widget.months', { count: rate.period }),
      }));
      const texts = { buy: translate(language, 'widget.buy'), choose: translate(language, 'widget.choose'), all: translate(language, 'widget.all') };
      // the links it writes point at PUBLIC_URL, never the request's Host
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'public, max-age=600')
        .header('vary', 'accept-language')
        .send(widgetScript(app.config.publicUrl, texts, rates));
    });
};

export default widgetRoutes;
