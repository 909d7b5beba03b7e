// The account calls of spec §7 (sign-in, sign-up, activation, password reset, profile, logout).
// Each returns the whole envelope because the pages show the server's own `message`.
import type { ActivationAnswer, LoginResult, SocialConfig, UserExistence, UserRecord } from '@store/shared';
import { apiCall, type Envelope } from '../../lib/api.ts';

// answer types are inferred from the API's answer schemas (packages/shared/src/contract/auth.ts)
export type { ActivationStr, SocialConfig } from '@store/shared';

/** What /login, /register and /social-login answer with (spec §3 Login response). */
export type SignInResult = LoginResult;

export interface SignUpInput {
  email: string;
  phone: string;
  dob: string;
  password: string;
  password_confirmation: string;
  g_recaptcha_response: string;
}

/** spec §7 updateProfile: the user object; only phone, email and dob are read, a missing one stays */
export interface ProfileInput {
  phone?: string;
  email?: string;
  dob?: string;
}

/** spec §7: status plus account_status (true when an account holds this e-mail or phone). */
export async function checkUserExistence(emailOrPhone: string): Promise<boolean> {
  const env = await apiCall<UserExistence | null>('check-user-existence', {
    body: { email_or_phone: emailOrPhone },
  });
  const top = (env as Envelope<unknown> & { account_status?: UserExistence['account_status'] }).account_status;
  return (top ?? env.data?.account_status) === 'exists';
}

export const signIn = (email: string, password: string, captcha: string) =>
  apiCall<SignInResult>('login', { body: { email, password, g_recaptcha_response: captcha } });

export const signUp = (input: SignUpInput) => apiCall<SignInResult>('register', { body: input });

export const socialSignIn = (provider: string, token: string) =>
  apiCall<SignInResult>('social-login', { body: { provider, token } });

export const requestPasswordReset = (email: string) => apiCall<unknown>('requestPasswordReset', { body: { email } });

export interface ResetPasswordInput {
  reset_code: string;
  new_password: string;
  new_password_confirmation?: string;
  /** the address typed on /forgot-password: the code is then checked against that account only */
  email?: string;
}

export const resetPassword = (input: ResetPasswordInput) => apiCall<unknown>('resetPassword', { body: input });

export const activateAccount = (code: string) => apiCall<ActivationAnswer>('activeAccount', { body: { code } });

export const resendCode = () => apiCall<unknown>('resendCode', { method: 'POST', body: {} });

export interface UpdatePasswordInput {
  old_password: string;
  new_password: string;
  new_password_confirmation?: string;
}

export const updatePassword = (input: UpdatePasswordInput) => apiCall<unknown>('updatePassword', { body: input });

export const updateProfile = (input: ProfileInput) => apiCall<UserRecord>('updateProfile', { body: input });

export const fetchProfile = () => apiCall<UserRecord>('users/getProfile');

export const signOut = () => apiCall<unknown>('users/web/logout', { method: 'POST', body: {} });

/**
 * Whether social sign-in is configured, or null when the API cannot say (then the button asks
 * the server itself, which answers with its 'not available' message).
 */
export async function fetchSocialConfig(): Promise<SocialConfig | null> {
  try {
    return (await apiCall<SocialConfig>('social-login/config')).data ?? null;
  } catch {
    return null;
  }
}
