/**
 * How long a deleted account stays closed, and can be restored by signing in, before it is erased
 * (decision 031).
 */
export const ACCOUNT_GRACE_DAYS = 14;
