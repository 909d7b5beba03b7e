// Shapes of the API answers the storefront reads (spec §3 and §7). Presenters on the server
// produce exactly these; the storefront consumes them. Money fields are EGP numbers.

export interface ListPage {
  total: number;
  current_page: number;
  last_page: number;
  per_page: number;
}

export interface SiteSettings {
  title: string;
  description: string;
  email: string;
  phone: string;
  whatsapp: string;
  address: string;
  facebook_link: string;
  instagram_link: string;
  x_link: string;
  youtube_link: string;
  /** fixed by the spec */
  linkedin_link: string;
  pinterest_link: string;
  tiktok_link: string;
}

export interface SliderItem {
  id: number;
  title: string;
  desc: string;
  img: string;
  link: string;
}

export interface Advertisement {
  id: number;
  type: 'top' | 'bottom';
  img: string;
  link: string;
  alt: string;
}

export interface PostTag {
  name: string;
}

export interface Post {
  id: number;
  title: string;
  /** sanitised HTML */
  desc: string;
  img: string;
  slug: string;
  type: 'news' | 'blog';
  /** dd/mm/yyyy */
  created_at: string;
  tags: PostTag[];
}

export interface Faq {
  id: number;
  question: string;
  answer: string;
}

export interface ContentPage {
  key: string;
  title: string;
  content: string;
}

export interface TicketReason {
  id: number;
  name: string;
  show_orders: boolean;
}

export interface Category {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  has_children: boolean;
  /** 1 child tiles, 2 countries (digital sub-category), 3 item list */
  display_type: number;
  parent_id: number | null;
}

export interface Country {
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2 code; the storefront draws the flag */
  flag: string;
  has_children: boolean;
}

export interface ReviewItem {
  id: number;
  rating: number;
  comment: string;
  /** dd/mm/yyyy */
  created_at: string;
  user: { email: string };
}

export interface ProductImage {
  id: number;
  img: string;
}

export interface Specification {
  id: number;
  key: string;
  value: string;
}

/** A physical product (product_type 1) as lists show it. */
export interface ProductListItem {
  id: number;
  product_type: 1;
  name: string;
  slug: string;
  price: number;
  price_after_discount: number | null;
  main_image: string;
  sub_category: { id: number; name: string; slug: string };
  qty: number;
  stock: number;
  /** 0 not managed (always in stock), 1 managed, 2 not available */
  type: number;
  shipping_abroad: boolean;
  created_at: string;
  /** plain-text excerpt for cards (deals cut it at 150, others 200) */
  short_desc: string;
  isFav: boolean;
  reviews_avg_rating: number;
  reviews_count: number;
}

export interface ProductDetail extends ProductListItem {
  images: ProductImage[];
  desc: string;
  support: string;
  keywords: string[];
  specifications: Specification[];
  reviews: ReviewItem[];
  user_has_reviewed: boolean;
  user_has_purchased: boolean;
  user_review: { rating: number; comment: string } | null;
}

/** A digital card (product_type 2) as lists show it. */
export interface CardListItem {
  id: number;
  product_type: 2;
  name: string;
  slug: string;
  short_name: string;
  price: number;
  price_after_discount: number | null;
  img: string;
  sub_category: { id: number; name: string; slug: string };
  platform: { name: string; logo: string | null } | null;
  country: { id: number; name: string; flag: string };
  redeem_points: number;
  qty: number;
  stock: number;
  type: number;
  created_at: string;
  short_desc: string;
  isFav: boolean;
  reviews_avg_rating: number;
  reviews_count: number;
}

export interface CardDetail extends CardListItem {
  images: ProductImage[];
  desc: string;
  keywords: string[];
  regions: string[];
  languages: string[];
  system_requirement: string;
  reviews: ReviewItem[];
  user_has_reviewed: boolean;
  user_has_purchased: boolean;
  user_review: { rating: number; comment: string } | null;
}

export type CatalogItem = ProductListItem | CardListItem;

export interface UserRecord {
  id: number;
  email: string;
  phone: string;
  /** yyyy-mm-dd */
  dob: string | null;
  user_type: 'customer' | 'merchant';
  activation_str: 'Active' | 'waiting_Active' | 'deactivated';
}
