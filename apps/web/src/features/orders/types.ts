// Answer types of the order calls, inferred from the shared contract (types only).
import type { z } from 'zod';
import type { orderListItem, ordersPage, placeOrderAnswer, trackingData } from '@store/shared/contract/orders';

export type OrderListItem = z.infer<typeof orderListItem>;
export type OrdersPage = z.infer<typeof ordersPage>;
export type PlaceOrderAnswer = z.infer<typeof placeOrderAnswer>;
export type TrackingData = z.infer<typeof trackingData>;
