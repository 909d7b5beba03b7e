// Leaving the storefront for a payment page (spec §4 Checkout result: "the browser redirects to
// it"). One object so tests can watch the call instead of navigating jsdom away.
export const leave = {
  to(url: string): void {
    window.location.assign(url);
  },
};
