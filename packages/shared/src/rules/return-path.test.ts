import { expect, it } from 'vitest';
import { isSafeReturnPath, returnPathOr } from './return-path.ts';

it('accepts paths on this site, with their query and fragment', () => {
  for (const path of ['/sessions/book/abc123', '/settings', '/mentors?q=solar&page=2', '/post/1#comments', '/']) {
    expect(isSafeReturnPath(path), path).toBe(true);
  }
});

it('refuses anything a browser could take to another site, and what is not a path', () => {
  for (const value of [
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\tevil',
    '/%0a',
    '/a\nb',
    'sessions/book/1',
    '',
    `/${'a'.repeat(300)}`,
    null,
    42,
    { from: '/x' },
  ]) {
    expect(isSafeReturnPath(value), String(value)).toBe(value === '/%0a');
  }
});

it('falls back when the path is not safe', () => {
  expect(returnPathOr('/sessions/book/1', '/dashboard')).toBe('/sessions/book/1');
  expect(returnPathOr('//evil.example', '/dashboard')).toBe('/dashboard');
  expect(returnPathOr(undefined, '/dashboard')).toBe('/dashboard');
});
