// The address typed on /forgot-password, kept for /reset-password in sessionStorage: the API
// checks the code against that account only when it is sent along (docs/API-accounts.md).
const KEY = 'reset_email';

export function rememberResetAddress(address: string): void {
  sessionStorage.setItem(KEY, address);
}

export function resetAddress(): string | null {
  return sessionStorage.getItem(KEY);
}

export function forgetResetAddress(): void {
  sessionStorage.removeItem(KEY);
}
