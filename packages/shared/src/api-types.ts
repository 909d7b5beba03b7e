// Shapes of the API answers the storefront reads (spec §3 and §7), inferred from the answer
// schemas in ./contract/ — the same schemas the server registers as each route's response
// schema, so a presenter and the storefront cannot disagree with them. Type-only: importing this
// module (or '@store/shared') brings no zod into a bundle.
import type { z } from 'zod';
import type * as auth from './contract/auth.ts';
import type * as catalog from './contract/catalog.ts';
import type * as content from './contract/content.ts';
import type * as reviews from './contract/reviews.ts';
import type * as search from './contract/search.ts';

export type ListPage = z.infer<typeof catalog.listPage>;

// content
export type SiteSettings = z.infer<typeof content.siteSettings>;
export type SliderItem = z.infer<typeof content.sliderItem>;
export type Advertisement = z.infer<typeof content.advertisement>;
export type Post = z.infer<typeof content.post>;
export type PostTag = Post['tags'][number];
export type PostsPage = z.infer<typeof content.postsPage>;
export type Faq = z.infer<typeof content.faq>;
export type ContentPage = z.infer<typeof content.contentPage>;
export type TicketReason = z.infer<typeof content.ticketReason>;

// catalogue
export type Category = z.infer<typeof catalog.category>;
export type CategoryWithChildren = z.infer<typeof catalog.categoryWithChildren>;
export type Country = z.infer<typeof catalog.country>;
export type ReviewItem = z.infer<typeof catalog.reviewItem>;
/** POST products/{id}/reviews, cards/{id}/reviews */
export type ReviewAnswer = z.infer<typeof reviews.reviewAnswer>;
export type ReviewBody = z.input<typeof reviews.reviewBody>;
export type ProductImage = z.infer<typeof catalog.productImage>;
export type Specification = z.infer<typeof catalog.specification>;
/** A physical product (product_type 1) as lists show it. */
export type ProductListItem = z.infer<typeof catalog.productListItem>;
export type ProductDetail = z.infer<typeof catalog.productDetail>;
/** A digital card (product_type 2) as lists show it. */
export type CardListItem = z.infer<typeof catalog.cardListItem>;
export type CardDetail = z.infer<typeof catalog.cardDetail>;
export type CatalogItem = ProductListItem | CardListItem;
export type ProductPage = z.infer<typeof catalog.productPage>;
export type CardPage = z.infer<typeof catalog.cardPage>;
export type ProductDetailsAnswer = z.infer<typeof catalog.productDetailsAnswer>;
export type CardDetailsAnswer = z.infer<typeof catalog.cardDetailsAnswer>;
export type CardFamilyItem = z.infer<typeof catalog.cardFamilyItem>;
export type CardFamilyAnswer = z.infer<typeof catalog.cardFamilyAnswer>;
/** /products/latest and /products/deals */
export type ItemsAnswer = z.infer<typeof catalog.itemsAnswer>;
export type DealsFirstViewAnswer = z.infer<typeof catalog.dealsFirstViewAnswer>;
export type LikedAnswer = z.infer<typeof catalog.likedAnswer>;
export type LikeAnswer = z.infer<typeof catalog.likeAnswer>;
export type SearchAnswer = z.infer<typeof search.searchAnswer>;

// accounts
export type UserRecord = z.infer<typeof auth.userRecord>;
export type ActivationStr = z.infer<typeof auth.activationStr>;
export type LoginResult = z.infer<typeof auth.loginResult>;
export type UserExistence = z.infer<typeof auth.userExistence>;
export type ActivationAnswer = z.infer<typeof auth.activationAnswer>;
export type SocialConfig = z.infer<typeof auth.socialConfig>;
export type CaptchaConfig = z.infer<typeof auth.captchaConfig>;
