// SQL fragments about an order's lines that more than one query module asks, written once: the
// state machine's guards (machine.queries.ts) and the shipment cancel (shipping/queries.ts) must
// agree on when an order has hardware left to send. Reads only: no state is written here.
import { sql, type SQL } from 'drizzle-orm';

/** The order `o` has a hardware unit not refunded (something left to ship or hand over). */
export const HARDWARE_LEFT: SQL = sql`exists (select 1 from order_lines l where l.order_id = o.id
  and l.product_id is not null and l.qty > l.refunded_qty)`;
