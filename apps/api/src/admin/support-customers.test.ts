// The support inbox and customers in the back-office (issue 26): a staff reply with an image
// notifies the customer and is the same service as `support:reply`; bad replies; closing; a ban
// by an admin (audited, the customer's sessions ended), refused to support staff and for staff.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserId, tokenFor } from '../account/test-helpers.ts';
import { rowsOf } from '../db/client.ts';
import { solveTestChallenge } from '../integrations/captcha/test-helpers.ts';
import { multipart, pngImage } from '../support/test-utils.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { staffTokenFor } from './test-helpers.ts';

let t: TestApp;
let support: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  support = await staffTokenFor(t.ctx, 'support');
  admin = await staffTokenFor(t.ctx, 'admin');
});
afterAll(() => t?.close());

async function guestTicket(subject: string): Promise<string> {
  const body = multipart({
    name: 'Guest',
    email: 'guest-inbox@example.com',
    subject,
    message: 'Hello there',
    reason_id: '1',
    g_recaptcha_response: await solveTestChallenge(t.app),
  });
  const res = await t.call<{ uuid: string }>({
    method: 'POST',
    url: '/api/tickets',
    headers: body.headers,
    payload: body.payload,
  });
  expect(res.status).toBe(201);
  return res.body.data.uuid;
}

function reply(uuid: string, fields: Record<string, string>, files: Parameters<typeof multipart>[1] = [], lang = 'en') {
  const body = multipart(fields, files);
  return t.call<{ status: string; replies: { replier: string; message: string | null; images: string[] }[] }>({
    method: 'POST',
    url: `/api/admin/tickets/${uuid}/reply`,
    headers: { ...body.headers, authorization: `Bearer ${support}`, lang },
    payload: body.payload,
  });
}

describe('the support inbox', () => {
  it('finds a ticket by the order number it is about, in any case', async () => {
    const uuid = await guestTicket('About my order');
    await t.ctx.db.execute(sql`update tickets set order_ref = 'GS-INBOX-7731' where uuid = ${uuid}`);
    const found = await t.call<{ items: { uuid: string }[] }>({
      method: 'GET',
      url: '/api/admin/tickets?status=all&search=gs-inbox-7731',
      headers: { authorization: `Bearer ${support}` },
    });
    expect(found.body.data.items.map((i) => i.uuid)).toEqual([uuid]);
  });

  it('lists open tickets, answers one with an image and e-mails the customer', async () => {
    const uuid = await guestTicket('Inbox subject one');
    const list = await t.call<{ items: { uuid: string; status: string }[] }>({
      method: 'GET',
      url: '/api/admin/tickets?status=pending',
      headers: { authorization: `Bearer ${support}` },
    });
    expect(list.body.data.items.map((i) => i.uuid)).toContain(uuid);

    const res = await reply(uuid, { message: 'Here is how.' }, [
      { filename: 'a.png', type: 'image/png', data: await pngImage() },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('answered');
    const last = res.body.data.replies.at(-1)!;
    expect(last).toMatchObject({ replier: 'support', message: 'Here is how.' });
    expect(last.images).toHaveLength(1);
    // the image is private (issue 23): staff read it through the back-office's route, nobody else
    const image = await t.app.inject({ method: 'GET', url: last.images[0]!, headers: { authorization: `Bearer ${support}` } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect((await t.app.inject({ method: 'GET', url: last.images[0]! })).statusCode).toBe(401);
    const mail = rowsOf<{ body: string }>(
      await t.ctx.db.execute(
        sql`select body from notifications where recipient = 'guest-inbox@example.com' order by id desc limit 1`,
      ),
    );
    expect(mail[0]?.body).toContain('Here is how.');
  });

  it('refuses an empty reply, a file that is not an image, and a reply to a resolved ticket', async () => {
    const uuid = await guestTicket('Inbox subject two');
    const empty = await reply(uuid, { message: '   ' }, [], 'ar');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('اكتب ردًا أو أرفق صورة.');
    const notImage = await reply(uuid, { message: 'x' }, [
      { filename: 'x.png', type: 'image/png', data: Buffer.from('<script>') },
    ]);
    expect(notImage.status).toBe(415);
    const closed = await t.call<{ status: string }>({
      method: 'POST',
      url: `/api/admin/tickets/${uuid}/close`,
      headers: { authorization: `Bearer ${support}` },
    });
    expect(closed.body.data.status).toBe('resolved');
    expect((await reply(uuid, { message: 'late' })).status).toBe(409);
  });
});

describe('customers', () => {
  it('an admin bans and unbans a customer (audited; the shopping sessions end); support may not', async () => {
    const id = await demoUserId(t.ctx, 'merchant');
    const shopping = await tokenFor(t.ctx, 'merchant');
    const bySupport = await t.call({
      method: 'POST',
      url: `/api/admin/customers/${id}/ban`,
      headers: { authorization: `Bearer ${support}` },
      payload: { banned: true },
    });
    expect(bySupport.status).toBe(403);
    const banned = await t.call<{ activation: string }>({
      method: 'POST',
      url: `/api/admin/customers/${id}/ban`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { banned: true },
    });
    expect(banned.body.data.activation).toBe('deactivated');
    const profile = await t.call({
      method: 'GET',
      url: '/api/users/getProfile',
      headers: { authorization: `Bearer ${shopping}` },
    });
    expect(profile.status).toBe(401);
    const audit = rowsOf<{ before: { activation: string }; after: { activation: string } }>(
      await t.ctx.db.execute(sql`select before, after from audit_log where action = 'ban' and entity_id = ${String(id)}`),
    );
    expect(audit[0]).toMatchObject({ before: { activation: 'Active' }, after: { activation: 'deactivated' } });
    const unbanned = await t.call<{ activation: string }>({
      method: 'POST',
      url: `/api/admin/customers/${id}/ban`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { banned: false },
    });
    expect(unbanned.body.data.activation).toBe('Active');
  });

  it('a staff account cannot be banned; the detail shows the ledgers', async () => {
    const staffId = rowsOf<{ id: number }>(
      await t.ctx.db.execute(sql`select id from users where staff_role = 'admin' limit 1`),
    )[0]!.id;
    const res = await t.call({
      method: 'POST',
      url: `/api/admin/customers/${staffId}/ban`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { banned: true },
    });
    expect(res.status).toBe(409);
    const detail = await t.call<{ points_available: number; points_ledger: unknown[] }>({
      method: 'GET',
      url: `/api/admin/customers/${await demoUserId(t.ctx, 'customer')}`,
      headers: { authorization: `Bearer ${support}` },
    });
    expect(detail.body.data.points_available).toBe(1500);
    expect(detail.body.data.points_ledger.length).toBeGreaterThan(0);
  });
});
