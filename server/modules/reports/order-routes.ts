import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { attachment } from '../../pdf/pdf';
import { badRequest } from '../../http/errors';
import type { RequestUser } from '../auth/tokens';
import { requireUser } from '../../plugins/access';
import type { Db } from '../../db/database';
import { checkPeriod } from '../analytics/period';
import { type NodeType, nodeTarget, ownTarget } from '../analytics/target';
import { paidInPeriod } from '../figures/paid';
import { ordersSheet, reportFileName } from './excel';
import { checkOrderCount, orderReportRows, ordersReport } from './orders';
import { OrderExcelQuery, OrderParams, OrderQuery, OrderReport } from './schemas';
import { MAX_SHEET_ROWS } from './service';
import { XLSX_MIME, recordErrors, reportAccess } from './reply';

const TAGS = ['reports'];
const FIELDS = { from: 'from', to: 'to' };

/** A node the caller may read (type + id, checked per record) or, without one, its whole scope. */
function scopeOf(db: Db, user: RequestUser, type: string | undefined, id: string | undefined) {
  if ((type === undefined) !== (id === undefined)) throw badRequest({ [type ? 'id' : 'type']: 'analytics.nodeIncomplete' });
  return type && id ? nodeTarget(db, user, type as NodeType, id) : ownTarget(db, user);
}

/** The orders report (L2): orders created in the period within the caller's scope, on screen and as a streamed .xlsx. */
const orderReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/report/order/:from/:to',
    {
      config: reportAccess('show'),
      schema: {
        tags: TAGS,
        summary: "Orders created in the period in the caller's scope or a structure node it may read, with totals",
        params: OrderParams,
        querystring: OrderQuery,
        response: { 200: OrderReport, ...recordErrors },
      },
    },
    async (request) => {
      const period = checkPeriod(request.params.from, request.params.to, FIELDS);
      const filter = await scopeOf(app.db, requireUser(request), request.query.type, request.query.id);
      return ordersReport(app.db, filter, period);
    },
  );

  app.get(
    '/report/order/excel',
    {
      config: reportAccess('export'),
      schema: {
        tags: TAGS,
        summary: 'The orders report as .xlsx (streamed) with totals rows, named report_order_from_{from}_to_{to}.xlsx',
        querystring: OrderExcelQuery,
        response: { 200: Type.String({ contentMediaType: XLSX_MIME }), ...recordErrors },
      },
    },
    async (request, reply) => {
      const { from, to, type, id } = request.query;
      const period = checkPeriod(from, to, FIELDS);
      const filter = await scopeOf(app.db, requireUser(request), type, id);
      const [paid] = await Promise.all([paidInPeriod(app.db, filter, period), checkOrderCount(app.db, filter, period, MAX_SHEET_ROWS)]);
      const sheet = ordersSheet(orderReportRows(app.db, filter, period), request.language, paid);
      return reply.type(XLSX_MIME).header('content-disposition', attachment(reportFileName('order', from, to))).send(sheet);
    },
  );
};

export default orderReportRoutes;
