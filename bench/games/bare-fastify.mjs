// The bare-framework baseline of bench:dice: Fastify with nothing of ours, answering a JSON POST the
// size of a dice play with a JSON body the size of its answer. Its own process, like the real server.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ ok: true }));
app.post('/api/dicing', async (request) => ({
  id: 1,
  wager: request.body.wager,
  payout: '2.00000000',
  multiplier: request.body.multiplier,
  roll: 63.12,
  won: true,
  nonce: 1,
}));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
