import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { routeTable } from '../../http/route';
import { translate } from '../../i18n/messages';
import { widgetScript } from './script';

/** The partner widget's script (G2), public: partners' sites load it with a plain <script> tag. */
const widgetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeTable(app, { tags: ['partners'] }).get('/widget/widget.js', 'public',
    "The sale widget's script that the partner snippet loads (text/javascript)",
    { security: [], response: { 200: Type.String({ description: 'JavaScript' }) } },
    async (request, reply) => {
      // partners' sites on other origins load it: the links it writes point at PUBLIC_URL, never the request's Host
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'public, max-age=3600')
        .header('vary', 'accept-language')
        .send(widgetScript(app.config.publicUrl, { buy: translate(request.language, 'widget.buy') }));
    });
};

export default widgetRoutes;
