// Work other features do right after a sign-in (spec §4: the guest cart is uploaded to the
// server, then cleared). HOOK POINT: the cart feature exports `onSignedIn()` from lib/cart.ts or
// lib/cart/index.ts; it is picked up here when it exists, so accounts does not depend on it.
type SignedInModule = { onSignedIn?: () => unknown };
const cartModules = import.meta.glob<SignedInModule>(['../../lib/cart.ts', '../../lib/cart.tsx', '../../lib/cart/index.ts']);

export async function runSignedInHooks(): Promise<void> {
  const hooks = new Set<() => unknown>();
  for (const load of Object.values(cartModules)) {
    const hook = (await load()).onSignedIn;
    if (typeof hook === 'function') hooks.add(hook);
  }
  // A function re-exported by two of those modules runs once.
  for (const hook of hooks) await hook();
}
