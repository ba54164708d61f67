// The baseline every target is compared with: a bare Fastify (the server's own version) answering
// {"hello":"world"}, no logger, no plugins. Started by the harness with PORT set.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const close = () => void app.close().then(() => process.exit(0));
process.once('SIGTERM', close);
process.once('SIGINT', close);

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3999) });
