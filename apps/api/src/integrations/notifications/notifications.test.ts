// The notifications module: outbox files by default, the HTTP SMS gateway, failures kept for
// the retry job, and a job that claims rows once even when two runs race.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { deliverQueuedNotifications, MAX_ATTEMPTS, notify, queueNotifications, setTransport, type Transport } from './index.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'notifications-'));
let t: TestApp;
let gatewayApp: TestApp;
let gateway: http.Server;
const gatewayCalls: { auth: string | undefined; body: unknown }[] = [];

beforeAll(async () => {
  gateway = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const parsed = JSON.parse(body) as { to: string };
      gatewayCalls.push({ auth: req.headers.authorization, body: parsed });
      res.writeHead(parsed.to === '+201099999999' ? 502 : 200).end('{}');
    });
  });
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
  const port = (gateway.address() as AddressInfo).port;
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  gatewayApp = await createTestApp({
    env: { DATA_DIR: dataDir, SMS_GATEWAY_URL: `http://127.0.0.1:${port}/send`, SMS_GATEWAY_TOKEN: 'gateway-token' },
  });
});
afterAll(async () => {
  await Promise.all([t?.close(), gatewayApp?.close()]);
  await new Promise((r) => gateway?.close(r));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const rowsOf = (ctx: TestApp['ctx'], ids: number[]) =>
  ctx.db.select().from(notifications).where(inArray(notifications.id, ids)).orderBy(notifications.id);

describe('delivery', () => {
  it('writes one outbox file per message by default (recipient, subject, body) and marks it sent', async () => {
    const ids = await notify(t.ctx, [
      { channel: 'email', to: 'reader@example.com', subject: 'Hello', body: 'First line\nSecond line' },
      { channel: 'sms', to: '+201000000009', subject: 'Hi', body: 'Short text' },
    ]);
    const rows = await rowsOf(t.ctx, ids);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
    const files = fs.readdirSync(path.join(dataDir, 'outbox'));
    const mail = files.find((f) => f.endsWith(`-${ids[0]}-email-reader@example.com.txt`));
    const sms = files.find((f) => f.endsWith(`-${ids[1]}-sms-+201000000009.txt`));
    expect(fs.readFileSync(path.join(dataDir, 'outbox', mail!), 'utf8')).toBe(
      'To: reader@example.com\nChannel: email\nSubject: Hello\n\nFirst line\nSecond line\n',
    );
    expect(fs.readFileSync(path.join(dataDir, 'outbox', sms!), 'utf8')).toContain('Short text');
  });

  it('posts SMS to the configured gateway with its bearer token; a refusal leaves the row failed', async () => {
    const [ok, bad] = await notify(gatewayApp.ctx, [
      { channel: 'sms', to: '+201000000008', subject: '', body: 'Your code is 123456' },
      { channel: 'sms', to: '+201099999999', subject: '', body: 'Will fail' },
    ]);
    expect(gatewayCalls[0]).toEqual({
      auth: 'Bearer gateway-token',
      body: { to: '+201000000008', message: 'Your code is 123456' },
    });
    const rows = await rowsOf(gatewayApp.ctx, [ok!, bad!]);
    expect(rows[0]!.status).toBe('sent');
    expect(rows[1]).toMatchObject({ status: 'failed', lastError: 'SMS gateway answered 502', attempts: 1 });
  });

  it('keeps a failed message and the job sends it later, with growing pauses and at most 5 attempts', async () => {
    let calls = 0;
    let fail = true;
    const flaky: Transport = {
      name: 'flaky',
      async send() {
        calls += 1;
        if (fail) throw new Error('smtp down');
      },
    };
    setTransport(t.ctx, 'email', flaky);
    try {
      const [id] = await notify(t.ctx, [{ channel: 'email', to: 'later@example.com', subject: 'Later', body: 'body' }]);
      expect((await rowsOf(t.ctx, [id!]))[0]).toMatchObject({ status: 'failed', attempts: 1, lastError: 'smtp down' });
      // not due yet: the pause after attempt n is n minutes
      expect((await deliverQueuedNotifications(t.ctx)).claimed).toBe(0);
      let now = Date.now();
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
        now += attempt * 60_000;
        expect(await deliverQueuedNotifications(t.ctx, { now: new Date(now) })).toEqual({ claimed: 1, sent: 0 });
      }
      expect((await rowsOf(t.ctx, [id!]))[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
      fail = false;
      expect((await deliverQueuedNotifications(t.ctx, { now: new Date(now + 3600_000) })).claimed).toBe(0);
      expect(calls).toBe(MAX_ATTEMPTS);

      // a message that failed once is sent by the next due run
      const [second] = await notify(t.ctx, [{ channel: 'email', to: 'later2@example.com', subject: 'Later', body: 'body' }]);
      await t.ctx.db.update(notifications).set({ status: 'failed' }).where(eq(notifications.id, second!));
      expect(await deliverQueuedNotifications(t.ctx, { now: new Date(Date.now() + 120_000) })).toEqual({ claimed: 1, sent: 1 });
      expect((await rowsOf(t.ctx, [second!]))[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    } finally {
      setTransport(t.ctx, 'email', null);
    }
  });

  it('the job sends rows left queued by a crash, once, even when two runs race', async () => {
    const sent: number[] = [];
    const counting: Transport = {
      name: 'counting',
      async send(m) {
        sent.push(m.id);
      },
    };
    setTransport(t.ctx, 'email', counting);
    try {
      const ids = await queueNotifications(
        t.ctx.db,
        Array.from({ length: 6 }, (_, i) => ({
          channel: 'email' as const,
          to: `orphan${i}@example.com`,
          subject: 'S',
          body: 'B',
        })),
      );
      // fresh rows belong to the request that queued them
      expect((await deliverQueuedNotifications(t.ctx)).claimed).toBe(0);
      const later = new Date(Date.now() + 120_000);
      const [a, b] = await Promise.all([
        deliverQueuedNotifications(t.ctx, { now: later, limit: 4 }),
        deliverQueuedNotifications(t.ctx, { now: later, limit: 4 }),
      ]);
      const third = await deliverQueuedNotifications(t.ctx, { now: later, limit: 4 });
      expect(a.claimed + b.claimed + third.claimed).toBe(6);
      expect([...sent].sort((x, y) => x - y)).toEqual(ids);
      expect((await rowsOf(t.ctx, ids)).every((r) => r.status === 'sent')).toBe(true);
    } finally {
      setTransport(t.ctx, 'email', null);
    }
  });
});
