// The baseline: a bare Fastify hello-world on the same machine, in the same run, so the store's
// figures can be read as a ratio when absolute numbers drift on a shared machine.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3951), host: '127.0.0.1' });
