// Password policy shared by the sign-up, reset and change-password forms and the server:
// length only (8–128 characters), as NIST SP 800-63B recommends; no composition rules.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Activation and reset codes: 6 digits (spec §7 reset_code / code). */
export const CODE_LENGTH = 6;
export const CODE_PATTERN = /^\d{6}$/;
