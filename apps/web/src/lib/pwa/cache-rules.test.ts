import { describe, expect, it } from 'vitest';
import { changesWhoIsSignedIn, isCachedApiRequest } from './cache-rules.ts';

describe('isCachedApiRequest', () => {
  it('keeps the answers the reading pages use', () => {
    for (const path of [
      '/api/me',
      '/api/saved-articles',
      '/api/articles/0b5b2f1e-4a4e-4a7e-9c55-0d2f1c7a1e11',
      '/api/messages/threads',
      '/api/messages/threads/abc/messages',
      '/api/profiles/abc',
    ])
      expect(isCachedApiRequest('GET', path), path).toBe(true);
  });

  it('never keeps writes, auth, the event stream, exports, admin, security or media', () => {
    expect(isCachedApiRequest('POST', '/api/messages/threads/abc/messages')).toBe(false);
    expect(isCachedApiRequest('PATCH', '/api/me')).toBe(false);
    for (const path of [
      '/api/auth/get-session',
      '/api/auth/verify-email',
      '/api/events',
      '/api/realtime',
      '/api/export',
      '/api/newsletter/export',
      '/api/admin/members',
      '/api/sign-ins',
      '/api/security-settings',
      '/api/payment-methods',
      '/api/media/abc',
      '/api/sessions/abc/calendar.ics',
    ])
      expect(isCachedApiRequest('GET', path), path).toBe(false);
  });

  it('keeps nothing outside the API (pages and files have routes of their own)', () => {
    expect(isCachedApiRequest('GET', '/saved-posts')).toBe(false);
    expect(isCachedApiRequest('GET', '/apiary')).toBe(false);
    expect(isCachedApiRequest('GET', '/api/eventsx')).toBe(true);
  });
});

describe('changesWhoIsSignedIn', () => {
  it('is every write to auth and the account', () => {
    expect(changesWhoIsSignedIn('POST', '/api/auth/sign-out')).toBe(true);
    expect(changesWhoIsSignedIn('POST', '/api/auth/sign-in/email')).toBe(true);
    expect(changesWhoIsSignedIn('POST', '/api/accounts/sign-up')).toBe(true);
    expect(changesWhoIsSignedIn('DELETE', '/api/account')).toBe(true);
    expect(changesWhoIsSignedIn('POST', '/api/account/restore')).toBe(true);
  });

  it('is not a read, nor another write', () => {
    expect(changesWhoIsSignedIn('GET', '/api/auth/verify-email')).toBe(false);
    expect(changesWhoIsSignedIn('POST', '/api/articles')).toBe(false);
    expect(changesWhoIsSignedIn('PATCH', '/api/account-settings')).toBe(false);
  });
});
