/** The server side of the declared payments list (common/resources/certificatePayments.ts): its certificate's client and tariff. */
import { certificatePayments } from '../../../common/resources/certificatePayments';
import { serverResource } from '../../resources/hooks';

type Row = Record<string, unknown>;

export default serverResource(certificatePayments, {
  hooks: {
    // the client and tariff as the certificate records them, one query for the page
    afterRead: async (records, { db }) => {
      const ids = [...new Set(records.flatMap((r) => (r.certificate ? [(r.certificate as Row).id as string] : [])))];
      const rows = ids.length ? await db.selectFrom('certificates').select(['id', 'client_name', 'rate_name']).where('id', 'in', ids).execute() : [];
      const byId = new Map(rows.map((row) => [row.id, row]));
      return records.map((r) => {
        const certificate = byId.get((r.certificate as Row | null)?.id as string);
        return { ...r, client_name: certificate?.client_name ?? null, rate_name: certificate?.rate_name ?? null };
      });
    },
  },
  summaries: { list: "Payments across certificates (D8): admins see all, agents their certificates' orders" },
});
