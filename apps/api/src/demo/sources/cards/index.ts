// Every card family of the demo digital store.
import { gameCardFamilies } from './families-games.ts';
import { giftCardFamilies, subscriptionFamilies } from './families-gifts.ts';
import type { CardFamily } from './types.ts';

export type { CardFamily, Currency, Denomination } from './types.ts';

export const cardFamilies: CardFamily[] = [...gameCardFamilies, ...giftCardFamilies, ...subscriptionFamilies];
