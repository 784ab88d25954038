import type { FastifyPluginAsync } from 'fastify';
import merchantRoutes from './merchant-routes';
import paymentRoutes from './routes';
import resultRoutes from './result-routes';
import { usesSandbox } from '../../providers/index';
import sandboxRoutes from './sandbox-routes';

/** Payments: acquiring (D4, D6, D7), the payment link (D5), the acquirer callback, the payer's result page and the sandbox acquirer's page (the SMS/e-mail logs, M1 and M2, are server/modules/messages). */
const paymentsModule: FastifyPluginAsync = async (app) => {
  await app.register(merchantRoutes);
  await app.register(paymentRoutes);
  await app.register(resultRoutes);
  // D4/sandbox: the free payment page exists only where the sandbox is the configured acquirer
  if (usesSandbox(app.providers)) await app.register(sandboxRoutes);
};

export default paymentsModule;
