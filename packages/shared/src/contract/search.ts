// Answer schema of GET /products/search (spec §7): products and cards matching a text, each
// paginated on its own.
import { z } from 'zod';
import { cardPage, productPage } from './catalog.ts';

export const searchAnswer = z.object({ products: productPage, cards: cardPage });
