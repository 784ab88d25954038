import type { FastifyPluginAsync } from 'fastify';
import questionnaireEditorRoutes from './editor';
import questionnairePassRoutes from './passes';
import questionnaireRoutes from './routes';

/** Questionnaires (K7): the client's and the staff's routes, who passed one, and the admin's editor. */
const questionnairesModule: FastifyPluginAsync = async (app) => {
  await app.register(questionnaireRoutes);
  await app.register(questionnairePassRoutes);
  await app.register(questionnaireEditorRoutes);
};

export default questionnairesModule;
