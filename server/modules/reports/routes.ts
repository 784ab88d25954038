import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Action } from '../../../common/access';
import { errorReplies } from '../../http/list';
import { attachment } from '../../pdf/pdf';
import { requireUser } from '../../plugins/access';
import { checkPeriod } from '../analytics/period';
import { partnerTarget } from '../analytics/target';
import { reportFileName, reportWorkbook } from './excel';
import { ExcelParams, ExcelQuery, Report, ReportParams } from './schemas';
import { salesReport } from './service';

const TAGS = ['reports'];
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const access = (action: Action) => ({ access: { resource: 'reports', action } });
const recordErrors = { ...errorReplies, 404: Type.Ref('ErrorBody') };
const FIELDS = { from: 'from', to: 'to' };

/** Partner sales reports (L2): the rows on screen and the same rows as an .xlsx download. */
const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/report/partner/:id/:from/:to',
    {
      config: access('show'),
      schema: {
        tags: TAGS,
        summary: "A partner's sold certificates of the period (by start date) with cost, reward and their totals",
        params: ReportParams,
        response: { 200: Report, ...recordErrors },
      },
    },
    async (request) => {
      const { id, from, to } = request.params;
      const period = checkPeriod(from, to, FIELDS);
      return salesReport(app.db, await partnerTarget(app.db, requireUser(request), id), period);
    },
  );

  app.get(
    '/report/excel/:id',
    {
      config: access('export'),
      schema: {
        tags: TAGS,
        summary: 'The partner report as .xlsx with a totals row, named report_partner_from_{from}_to_{to}.xlsx',
        params: ExcelParams,
        querystring: ExcelQuery,
        response: { 200: Type.String({ contentMediaType: XLSX_MIME }), ...recordErrors },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const period = checkPeriod(from, to, FIELDS);
      const report = await salesReport(app.db, await partnerTarget(app.db, requireUser(request), request.params.id), period);
      const data = await reportWorkbook(report, request.language);
      return reply.type(XLSX_MIME).header('content-disposition', attachment(reportFileName('partner', from, to))).send(data);
    },
  );
};

export default reportRoutes;
