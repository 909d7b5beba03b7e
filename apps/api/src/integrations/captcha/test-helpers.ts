// For tests of any feature guarded by the bot challenge: fetches a real challenge from the app
// and solves it (cheap: the test configuration sets ALTCHA_COST=20), returning the widget's
// payload to send as `g_recaptcha_response`.
//
//   const answer = await solveTestChallenge(t.app);
//   await t.call({ method: 'POST', url: '/api/login', payload: { email, password, g_recaptcha_response: answer } });
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';

// a different address per challenge, so tests never meet the per-address challenge limit
let served = 0;
const testAddress = () => `10.250.${Math.floor(++served / 250) % 250}.${(served % 250) + 1}`;

export async function fetchTestChallenge(app: FastifyInstance, address = testAddress()): Promise<Challenge> {
  const res = await app.inject({ method: 'GET', url: '/api/captcha/challenge', headers: { 'x-forwarded-for': address } });
  if (res.statusCode !== 200) throw new Error(`no challenge (${res.statusCode}): ${res.body.slice(0, 200)}`);
  const body = res.json() as { parameters: Challenge['parameters']; signature: string };
  return { parameters: body.parameters, signature: body.signature };
}

/** `address`: fetch the challenge as that client (an address under pressure gets a harder one). */
export async function solveTestChallenge(app: FastifyInstance, address?: string): Promise<string> {
  const challenge = await fetchTestChallenge(app, address);
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('the test challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
