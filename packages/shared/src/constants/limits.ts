/** Business constants of SPEC §9 used by more than one side. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
/** Country and place suggestions (SPEC §9): from 3 characters, after a 400 ms pause, 5 at most. */
export const SUGGESTION_MIN_CHARS = 3;
export const SUGGESTION_DEBOUNCE_MS = 400;
export const SUGGESTION_RESULTS = 5;
export const RESET_REDIRECT_DELAY_MS = 2000;
export const WELCOME_TOAST_MS = 4000;
