// The cookies the storefront writes and the server reads when it renders a page (spec §3, §4):
// the language choice and the session token (with its 30-day lifetime).
export const COOKIES = {
  lang: 'lang',
  token: 'user_token',
} as const;

/** Both cookies live 30 days (spec §3 token, §4 language). */
export const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;
