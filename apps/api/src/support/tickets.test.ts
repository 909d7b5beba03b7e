// spec §7 tickets, tickets/{uuid}, reply, close and the support:reply command: guests and
// customers open tickets (with images), customers read, answer and close their own, and the
// support team's reply reaches the customer by e-mail in the language they last wrote in.
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket, TicketCreated, TicketList } from '@store/shared/contract/support';
import { bearer, tokenFor } from '../account/test-helpers.ts';
import { createUser } from '../catalog/test-factories.ts';
import { notifications, ticketAttachments, tickets, users } from '../db/schema/index.ts';
import { rowsOf } from '../db/client.ts';
import { solveTestChallenge } from '../integrations/captcha/test-helpers.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { moveAttachmentsToPrivate } from './attachments.ts';
import { replyAsSupport } from './service.ts';
import { signSupportReply } from '../lib/staff-signature.ts';
import { freshAddress, jpegImage, multipart, pngImage, type FilePart } from './test-utils.ts';

let t: TestApp;
let customer: string;
let merchant: string;
beforeAll(async () => {
  // the limits have their own tests (bad-input.test.ts); here one customer opens many tickets
  t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
  customer = await tokenFor(t.ctx, 'customer');
  merchant = await tokenFor(t.ctx, 'merchant');
});
afterAll(async () => {
  await t?.close();
});

const ticketFields = (over: Record<string, string> = {}) => ({
  name: 'Mona Adel',
  email: 'mona@example.com',
  subject: 'My card code',
  message: 'The code does not work.',
  reason_id: '3',
  order_id: '',
  ...over,
});

async function openTicket(
  opts: { token?: string; lang?: 'en' | 'ar'; fields?: Record<string, string>; files?: FilePart[] } = {},
) {
  const body = multipart({ ...ticketFields(opts.fields), g_recaptcha_response: await solveTestChallenge(t.app) }, opts.files);
  return t.call<TicketCreated>({
    method: 'POST',
    url: '/api/tickets',
    payload: body.payload,
    headers: {
      ...body.headers,
      lang: opts.lang ?? 'en',
      'x-forwarded-for': freshAddress(),
      ...(opts.token ? bearer(opts.token) : {}),
    },
  });
}

const getTicket = (uuid: string, token: string, lang: 'en' | 'ar' = 'en') =>
  t.call<Ticket>({ method: 'GET', url: `/api/tickets/${uuid}`, headers: { ...bearer(token), lang } });

async function reply(
  uuid: string,
  token: string,
  fields: Record<string, string>,
  files: FilePart[] = [],
  lang: 'en' | 'ar' = 'en',
) {
  const body = multipart(fields, files);
  return t.call<Ticket>({
    method: 'POST',
    url: `/api/tickets/${uuid}/reply`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token), lang, 'x-forwarded-for': freshAddress() },
  });
}

describe('POST /tickets', () => {
  it('lets a guest open a ticket with an image; the image is re-encoded without its metadata', async () => {
    const res = await openTicket({ files: [{ filename: 'screen.png', type: 'image/png', data: await pngImage() }] });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Your ticket has been sent. We will get back to you soon.');
    expect(res.body.data).toEqual({
      uuid: expect.any(String),
      subject: 'My card code',
      status: 'pending',
      created_at: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    });
    const [row] = await t.ctx.db.select().from(tickets).where(eq(tickets.uuid, res.body.data.uuid));
    expect(row).toMatchObject({ userId: null, email: 'mona@example.com', reasonId: 3, status: 'pending', lang: 'en' });
    // a guest cannot read tickets at all, and a customer cannot read a guest's ticket
    expect((await t.call({ method: 'GET', url: `/api/tickets/${res.body.data.uuid}` })).status).toBe(401);
    expect((await getTicket(res.body.data.uuid, customer)).status).toBe(404);
  });

  it("opens a customer's ticket, listed first among their own tickets", async () => {
    const first = await openTicket({ token: customer, fields: { subject: 'First question' } });
    const second = await openTicket({ token: customer, lang: 'ar', fields: { subject: 'Second question', reason_id: '1' } });
    expect(second.status).toBe(201);
    expect(second.body.message).toBe('تم إرسال طلب الدعم. سنتواصل معك قريبًا.');
    const list = await t.call<TicketList>({ method: 'GET', url: '/api/tickets', headers: { ...bearer(customer), lang: 'ar' } });
    expect(list.status).toBe(200);
    expect(list.body.data.tickets[0]).toMatchObject({
      uuid: second.body.data.uuid,
      subject: 'Second question',
      status: 'pending',
      reason: { id: 1, name: 'استفسار عام' },
    });
    expect(list.body.data.tickets.map((x) => x.uuid)).toContain(first.body.data.uuid);
    expect(list.body.data.total).toBeGreaterThanOrEqual(2);
    // the merchant's list holds none of the customer's tickets
    const other = await t.call<TicketList>({ method: 'GET', url: '/api/tickets', headers: bearer(merchant) });
    expect(other.body.data.tickets.map((x) => x.uuid)).not.toContain(first.body.data.uuid);
    expect((await t.call({ method: 'GET', url: '/api/tickets' })).status).toBe(401);
  });

  it('checks the form in the order of spec §5, with the bot challenge first', async () => {
    const noChallenge = multipart(ticketFields({ name: '' }));
    const res = await t.call({
      method: 'POST',
      url: '/api/tickets',
      payload: noChallenge.payload,
      headers: { ...noChallenge.headers, lang: 'ar', 'x-forwarded-for': freshAddress() },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('فشل اختبار التحقق (CAPTCHA)');
    const cases: [Record<string, string>, string][] = [
      [{ name: '   ' }, 'Name is required!'],
      [{ email: '' }, 'Email is required!'],
      [{ email: 'not-an-address' }, 'Please enter a valid e-mail address.'],
      [{ subject: '' }, 'Subject is required!'],
      [{ reason_id: '' }, 'Please select a reason!'],
      [{ reason_id: '999' }, 'Please select a reason!'],
      [{ reason_id: '2', order_id: ' ' }, 'Order number is required for this reason!'],
      [{ message: '' }, 'Please write a message!'],
    ];
    for (const [fields, message] of cases) {
      const r = await openTicket({ fields });
      expect({ status: r.status, message: r.body.message }).toEqual({ status: 400, message });
    }
    const ar = await openTicket({ lang: 'ar', fields: { name: '' } });
    expect(ar.body.message).toBe('الاسم مطلوب!');
  });

  it('keeps the order number of reason 2 as given, and refuses an order of another customer', async () => {
    const res = await openTicket({ token: customer, fields: { reason_id: '2', order_id: 'GS-10001' } });
    expect(res.status).toBe(201);
    const ticket = await getTicket(res.body.data.uuid, customer);
    expect(ticket.body.data.order_id).toBe('GS-10001');
    // another customer's order: once orders exist, naming it is refused
    const merchantId = (await t.ctx.db.execute<{ id: number }>(
      "select id from users where email = 'merchant@demo.gamers-souq.example'",
    )) as unknown as { rows?: { id: number }[] } & { id: number }[];
    const ownerId = (merchantId.rows ?? merchantId)[0]!.id;
    await t.ctx.db.execute(
      `insert into orders (number, user_id, shipping_method, full_name, country, city, street_address, phone, sub_total, total_price)
       values ('GS-MERCHANT-1', ${ownerId}, 2, 'M', 'Egypt', 'Cairo', 'Street 1', '+201000000002', 1000, 1000)`,
    );
    const refused = await openTicket({ token: customer, fields: { reason_id: '2', order_id: 'GS-MERCHANT-1' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This order is not one of your orders.');
    // the merchant may name it, and the ticket is linked to the order
    const own = await openTicket({ token: merchant, fields: { reason_id: '2', order_id: 'GS-MERCHANT-1' } });
    expect(own.status).toBe(201);
    const [row] = await t.ctx.db.select().from(tickets).where(eq(tickets.uuid, own.body.data.uuid));
    expect(row!.orderId).toEqual(expect.any(Number));
    // its number's digits typed on an Arabic keyboard name the same order
    const typed = await openTicket({ token: merchant, fields: { reason_id: '2', order_id: 'GS-MERCHANT-١' } });
    expect(typed.status).toBe(201);
    const [linked] = await t.ctx.db.select().from(tickets).where(eq(tickets.uuid, typed.body.data.uuid));
    expect([linked!.orderId, linked!.orderRef]).toEqual([row!.orderId, 'GS-MERCHANT-1']);
  });
});

describe('the conversation', () => {
  it('shows the ticket to its owner only; anyone else gets 404', async () => {
    const created = await openTicket({
      token: customer,
      files: [{ filename: 'a.jpg', type: 'image/jpeg', data: await jpegImage() }],
    });
    const uuid = created.body.data.uuid;
    const res = await getTicket(uuid, customer);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      uuid,
      subject: 'My card code',
      email: 'mona@example.com',
      status: 'pending',
      order_id: null,
      reason: { id: 3, name: 'Code activation problem' },
    });
    expect(res.body.data.replies).toEqual([
      {
        id: expect.any(Number),
        replier: 'Customer',
        message: 'The code does not work.',
        created_at: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
        images: [{ img: expect.stringMatching(/^\/api\/tickets\/[0-9a-f-]{36}\/attachments\/[0-9a-f]{32}\.jpg$/) }],
      },
    ]);
    for (const url of [
      `/api/tickets/${uuid}`,
      '/api/tickets/00000000-0000-4000-8000-000000000000',
      '/api/tickets/1',
      '/api/tickets/not-a-uuid',
    ]) {
      const other = await t.call({ method: 'GET', url, headers: { ...bearer(merchant), lang: 'ar' } });
      expect({ url, status: other.status, message: other.body.message }).toEqual({
        url,
        status: 404,
        message: 'طلب الدعم غير موجود.',
      });
    }
  });

  it('serves an attachment to the owner and staff only, privately, with nosniff and an inline disposition', async () => {
    const created = await openTicket({
      token: customer,
      files: [{ filename: 'x".png', type: 'image/png', data: await pngImage() }],
    });
    const uuid = created.body.data.uuid;
    const ticket = await getTicket(uuid, customer);
    const url = ticket.body.data.replies[0]!.images[0]!.img;
    expect(url).toMatch(new RegExp(`^/api/tickets/${uuid}/attachments/[0-9a-f]{32}\\.png$`));
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(customer) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="[0-9a-f]{32}\.png"$/);
    expect(res.rawPayload.includes('secret-exif-owner')).toBe(false);
    // the file is kept under a private key
    const [row] = await t.ctx.db.select().from(ticketAttachments).orderBy(desc(ticketAttachments.id)).limit(1);
    expect(row!.img).toMatch(/^private\/tickets\/[0-9a-f]{32}\.png$/);

    // staff read it in the back-office (its own route, behind the one-time code); a staff
    // account's shopping session, signed in with the password alone, is refused like any customer's
    const staffId = await createUser(t.ctx.db);
    await t.ctx.db.update(users).set({ staffRole: 'support' }).where(eq(users.id, staffId.id));
    const staff = await t.app.inject({ method: 'GET', url, headers: bearer(await tokenFor(t.ctx, staffId.id)) });
    expect(staff.statusCode).toBe(404);

    // another customer, a guest and a bare link cannot
    const other = await t.app.inject({ method: 'GET', url, headers: { ...bearer(merchant), lang: 'ar' } });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ status: false, message: 'طلب الدعم غير موجود.' });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const file = url.slice(url.lastIndexOf('/') + 1);
    for (const bare of [`/uploads/${row!.img}`, `/uploads/tickets/${file}`, `/uploads/private%2Ftickets%2F${file}`]) {
      expect((await t.app.inject({ method: 'GET', url: bare })).statusCode, bare).toBe(404);
    }
    // an attachment of another ticket, asked through the owner's ticket, is not found either
    const foreign = await openTicket({
      token: merchant,
      files: [{ filename: 'm.png', type: 'image/png', data: await pngImage('#0a0') }],
    });
    const foreignUrl = (await getTicket(foreign.body.data.uuid, merchant)).body.data.replies[0]!.images[0]!.img;
    const foreignFile = foreignUrl.slice(foreignUrl.lastIndexOf('/') + 1);
    const crossed = await t.app.inject({
      method: 'GET',
      url: `/api/tickets/${uuid}/attachments/${foreignFile}`,
      headers: bearer(customer),
    });
    expect(crossed.statusCode).toBe(404);
  });

  it('refuses two identical files in one message, in the request language', async () => {
    const png = await pngImage('#345');
    const twice = [
      { filename: 'a.png', type: 'image/png', data: png },
      { filename: 'b.png', type: 'image/png', data: png },
    ];
    const created = await openTicket({ token: customer, lang: 'ar', files: twice });
    expect(created.status).toBe(400);
    expect(created.body.message).toBe('الملف "b.png" مختار بالفعل.');
    const uuid = (await openTicket({ token: customer })).body.data.uuid;
    const replied = await reply(uuid, customer, { message: 'two' }, twice);
    expect(replied.status).toBe(400);
    expect(replied.body.message).toBe('File "b.png" is already selected.');
  });

  it('moves attachments kept under a public key to private storage', async () => {
    const created = await openTicket({
      token: customer,
      files: [{ filename: 'old.png', type: 'image/png', data: await pngImage('#765') }],
    });
    const [row] = await t.ctx.db.select().from(ticketAttachments).orderBy(desc(ticketAttachments.id)).limit(1);
    const file = row!.img.slice(row!.img.lastIndexOf('/') + 1);
    // as it was before issue 23
    const data = (await t.ctx.storage.get(row!.img))!;
    await t.ctx.storage.put(`tickets/${file}`, data, 'image/png');
    await t.ctx.storage.remove!(row!.img);
    await t.ctx.db
      .update(ticketAttachments)
      .set({ img: `tickets/${file}` })
      .where(eq(ticketAttachments.id, row!.id));

    expect(await moveAttachmentsToPrivate(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await moveAttachmentsToPrivate(t.ctx)).toBe(0);
    const [moved] = await t.ctx.db.select().from(ticketAttachments).where(eq(ticketAttachments.id, row!.id));
    expect(moved!.img).toBe(`private/tickets/${file}`);
    expect(await t.ctx.storage.exists(`tickets/${file}`)).toBe(false);
    const url = (await getTicket(created.body.data.uuid, customer)).body.data.replies[0]!.images[0]!.img;
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(customer) });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(data)).toBe(true);
  });

  it('takes replies with a message, images or both, and keeps HTML as plain text', async () => {
    const uuid = (await openTicket({ token: customer })).body.data.uuid;
    const html = '<img src=x onerror=alert(1)><b>bold</b>';
    const text = await reply(uuid, customer, { message: html });
    expect(text.status).toBe(200);
    expect(text.body.message).toBe('Your reply has been sent.');
    const onlyImages = await reply(uuid, customer, {}, [
      { filename: 'one.png', type: 'image/png', data: await pngImage('#111') },
      { filename: 'two.jpeg', type: 'image/jpeg', data: await jpegImage('#222') },
    ]);
    expect(onlyImages.status).toBe(200);
    const replies = onlyImages.body.data.replies;
    expect(replies).toHaveLength(3);
    expect(replies[1]).toMatchObject({ replier: 'Customer', message: html, images: [] });
    expect(replies[2]).toMatchObject({ replier: 'Customer', message: null });
    expect(replies[2]!.images.map((i) => i.img)).toEqual([expect.stringMatching(/\.png$/), expect.stringMatching(/\.jpg$/)]);
    // a JSON reply (no images) is accepted too
    const json = await t.call<Ticket>({
      method: 'POST',
      url: `/api/tickets/${uuid}/reply`,
      payload: { message: 'plain json' },
      headers: bearer(customer),
    });
    expect(json.status).toBe(200);
    expect(json.body.data.replies.at(-1)!.message).toBe('plain json');
  });

  it('closes the ticket (Mark as resolved); a resolved ticket takes no more replies', async () => {
    const uuid = (await openTicket({ token: customer })).body.data.uuid;
    const closedByOther = await t.call({ method: 'POST', url: `/api/tickets/${uuid}/close`, headers: bearer(merchant) });
    expect(closedByOther.status).toBe(404);
    const closed = await t.call<Ticket>({
      method: 'POST',
      url: `/api/tickets/${uuid}/close`,
      headers: { ...bearer(customer), lang: 'ar' },
    });
    expect(closed.status).toBe(200);
    expect(closed.body.message).toBe('تم وضع علامة "تم الحل" على الطلب.');
    expect(closed.body.data.status).toBe('resolved');
    const refused = await reply(uuid, customer, { message: 'one more thing' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This ticket is resolved. Please open a new ticket to write to us again.');
    expect((await getTicket(uuid, customer)).body.data.replies).toHaveLength(1);
  });
});

describe('support replies (npm run support:reply)', () => {
  it("posts a 'support' reply and e-mails the customer in the language they last wrote in", async () => {
    const uuid = (await openTicket({ token: customer, fields: { subject: 'Refund please' } })).body.data.uuid;
    await reply(uuid, customer, { message: 'بالعربي من فضلك' }, [], 'ar');
    const result = await replyAsSupport(t.ctx, uuid, 'We refunded your order.');
    expect(result.notifications).toHaveLength(1);
    const ticket = await getTicket(uuid, customer);
    expect(ticket.body.data.status).toBe('answered');
    expect(ticket.body.data.replies.at(-1)).toMatchObject({ replier: 'support', message: 'We refunded your order.', images: [] });
    const [mail] = await t.ctx.db.select().from(notifications).where(eq(notifications.id, result.notifications[0]!));
    expect(mail).toMatchObject({
      channel: 'email',
      recipient: 'mona@example.com',
      subject: 'رد فريق الدعم على طلبك: Refund please',
    });
    expect(mail!.body).toContain('We refunded your order.');
    expect(mail!.body).toContain(`/ticket-conversation/${uuid}`);
    // the customer's next reply puts the ticket back in the queue
    expect((await reply(uuid, customer, { message: 'Thanks' })).body.data.status).toBe('pending');
  });

  it('accepts a reply through the API only when signed with the store secret', async () => {
    const uuid = (await openTicket({ token: customer })).body.data.uuid;
    const message = 'Signed reply';
    const send = (signature: string) =>
      t.call({
        method: 'POST',
        url: '/api/support/replies',
        payload: { uuid, message },
        headers: { 'x-support-signature': signature },
      });
    expect((await send(signSupportReply('not-the-secret-not-the-secret-000000', uuid, message))).status).toBe(403);
    expect((await send(signSupportReply(t.ctx.secrets.appSecret, uuid, message, Date.now() - 600_000))).status).toBe(403);
    expect((await send('')).status).toBe(403);
    const signature = signSupportReply(t.ctx.secrets.appSecret, uuid, message);
    expect((await send(signature)).status).toBe(200);
    // the same signed request again is a replay, refused by every process of a fleet: the
    // signature is kept in the replay records they share (PostgreSQL here, Redis with REDIS_URL)
    expect((await send(signature)).status).toBe(403);
    const kept = rowsOf<{ expires_at: Date | string }>(
      await t.ctx.db.execute(
        sql`select expires_at from used_challenges where signature = ${`staff-command:${signature.split('v1=')[1]}`}`,
      ),
    );
    expect(kept).toHaveLength(1);
    expect(new Date(kept[0]!.expires_at).getTime()).toBeGreaterThan(Date.now() + 5 * 60_000);
    const [last] = await t.ctx.db.select().from(notifications).orderBy(desc(notifications.id)).limit(1);
    expect(last!.subject).toBe('Support replied to your ticket: My card code');
    expect((await getTicket(uuid, customer)).body.data.replies.at(-1)).toMatchObject({ replier: 'support', message });
  });
});
