// Helpers for order tests: a valid checkout address, placing an order as a user, paying (or
// failing) it on the sandbox gateway's page, one row of a query, and codes for a card (its
// managed stock set to the available codes). Test-only.
import { sql } from 'drizzle-orm';
import type { TestUser } from '../catalog/test-factories.ts';
import { rowsOf } from '../db/client.ts';
import type { TestApp } from '../test/harness.ts';

export const orderAddress = {
  full_name: 'Mona Adel',
  country: 'Egypt',
  city: 'Cairo',
  street_address: '15 Abbas El Akkad',
  phone: '01012345678',
};

/** `app` answers the file's test app (created in beforeAll, so read when a helper runs). */
export function orderCalls(app: () => TestApp) {
  return {
    place: (user: TestUser, body: object, lang = 'en') =>
      app().call<{ order_id: number; payment_link?: string; message?: string }>({
        method: 'POST',
        url: '/api/users/orders',
        headers: { ...user.headers, lang },
        payload: { ...orderAddress, ...body },
      }),
    /** The shopper presses Pay or Fail on the sandbox page of `link`; answers where they are sent back. */
    async press(link: string, result: 'paid' | 'failed'): Promise<string> {
      const id = Number(/sandbox\/(\d+)/.exec(link)![1]);
      const token = new URL(link, 'http://x').searchParams.get('token')!;
      const res = await app().app.inject({
        method: 'POST',
        url: `/api/payments/sandbox/${id}/complete`,
        payload: { token, result, lang: 'en' },
      });
      return res.headers.location as string;
    },
    one: async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await app().ctx.db.execute(q))[0]!,
    /** `n` codes for a card, each `<prefix>-<card>-<i>-<random>`; the card's stock becomes its available codes */
    async addCodes(cardId: number, n: number, prefix = 'CODE') {
      const t = app();
      for (let i = 0; i < n; i++) {
        const code = `${prefix}-${cardId}-${i}-${Math.random().toString(36).slice(2)}`;
        await t.ctx.db.execute(sql`insert into card_codes (card_id, code_encrypted, code_hash, serial_number)
          values (${cardId}, ${t.ctx.codes.encrypt(code)}, ${code}, ${`SN-${i}`})`);
      }
      await t.ctx.db.execute(
        sql`update cards set stock = (select count(*) from card_codes where card_id = ${cardId} and status = 'available') where id = ${cardId}`,
      );
    },
  };
}
