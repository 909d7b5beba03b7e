// How long each account page shows its success message before moving on. The spec's figures
// (§9 Timings) come from @store/shared; only the profile reload delay is ours (spec: "other
// messages 0.5 s to 2 s").
import { TIMINGS } from '@store/shared';

export const LOGIN_SUCCESS_MS = TIMINGS.loginSuccess;
export const REGISTER_SUCCESS_MS = TIMINGS.registerSuccess;
export const VERIFY_SUCCESS_MS = TIMINGS.verifySuccess;
export const RESET_REDIRECT_MS = TIMINGS.resetRedirect;
export const LOGOUT_REDIRECT_MS = TIMINGS.logoutRedirect;
/** Profile and password changes reload the page once the message has been read (spec §2). */
export const PROFILE_RELOAD_MS = 1500;
