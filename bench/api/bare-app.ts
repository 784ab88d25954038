/** The framework's ceiling: a Fastify app with one JSON route and nothing else, in its own process. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/ping', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
