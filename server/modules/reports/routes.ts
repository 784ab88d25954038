import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { attachment } from '../../pdf/pdf';
import { requireUser } from '../../plugins/access';
import { checkPeriod } from '../analytics/period';
import { agentTarget, partnerTarget } from '../analytics/target';
import { reportFileName, salesSheet } from './excel';
import orderReportRoutes from './order-routes';
import { XLSX_MIME, recordErrors, reportAccess } from './reply';
import { ExcelParams, ExcelQuery, Report, ReportParams } from './schemas';
import { MAX_SHEET_ROWS, checkRowCount, salesReport, salesReportRows } from './service';

const TAGS = ['reports'];
const FIELDS = { from: 'from', to: 'to' };
const KINDS = { partner: partnerTarget, agent: agentTarget } as const;

/**
 * Sales reports (L2) of a partner or an agent: the rows on screen and the same rows as a streamed .xlsx.
 * Who may report on which partner or agent is checked per record (analytics/target.ts), as for statistics.
 */
const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const [kind, target] of Object.entries(KINDS)) {
    app.get(
      `/report/${kind}/:id/:from/:to`,
      {
        config: reportAccess('show'),
        schema: {
          tags: TAGS,
          summary: `A ${kind}'s sold certificates of the period (by start date) with cost, reward and their totals`,
          params: ReportParams,
          response: { 200: Report, ...recordErrors },
        },
      },
      async (request) => {
        const { id, from, to } = request.params;
        const period = checkPeriod(from, to, FIELDS);
        return salesReport(app.db, await target(app.db, requireUser(request), id), period);
      },
    );

    app.get(
      kind === 'partner' ? '/report/excel/:id' : `/report/${kind}/excel/:id`,
      {
        config: reportAccess('export'),
        schema: {
          tags: TAGS,
          summary: `The ${kind} report as .xlsx (streamed) with a totals row, named report_${kind}_from_{from}_to_{to}.xlsx`,
          params: ExcelParams,
          querystring: ExcelQuery,
          response: { 200: Type.String({ contentMediaType: XLSX_MIME }), ...recordErrors },
        },
      },
      async (request, reply) => {
        const { from, to } = request.query;
        const period = checkPeriod(from, to, FIELDS);
        const filter = await target(app.db, requireUser(request), request.params.id);
        await checkRowCount(app.db, filter, period, MAX_SHEET_ROWS);
        const sheet = salesSheet(salesReportRows(app.db, filter, period), request.language);
        return reply.type(XLSX_MIME).header('content-disposition', attachment(reportFileName(kind, from, to))).send(sheet);
      },
    );
  }
  await app.register(orderReportRoutes);
};

export default reportRoutes;
