import { expect, it } from 'vitest';
import { isLinkedinPage, linkedinUrl } from './linkedin-url.ts';

it('takes a LinkedIn profile address as typed, adding https:// when it was left out', () => {
  expect(linkedinUrl('https://www.linkedin.com/in/amara-okafor')).toBe('https://www.linkedin.com/in/amara-okafor');
  expect(linkedinUrl('linkedin.com/in/amara')).toBe('https://linkedin.com/in/amara');
  expect(linkedinUrl('www.linkedin.com/in/amara/')).toBe('https://www.linkedin.com/in/amara/');
  expect(linkedinUrl('http://ng.linkedin.com/in/chidi')).toBe('http://ng.linkedin.com/in/chidi');
  expect(linkedinUrl('https://www.LinkedIn.com/company/prospermentor')).toBe('https://www.linkedin.com/company/prospermentor');
});

it('refuses what is not a page on LinkedIn', () => {
  for (const value of [
    'not a url',
    'https://www.linkedin.com/',
    'linkedin.com',
    'https://evil.com/linkedin.com/in/amara',
    'https://linkedin.com.evil.com/in/amara',
    'https://notlinkedin.com/in/amara',
    'javascript:alert(1)//linkedin.com/in/x',
    'ftp://www.linkedin.com/in/amara',
    'https://user:pass@www.linkedin.com/in/amara',
    'https://www.linkedin.com:8443/in/amara',
    'data:text/html,linkedin.com',
  ]) {
    expect(linkedinUrl(value), value).toBeNull();
  }
});

it('tells an address as saved apart from text saved before the check', () => {
  expect(isLinkedinPage('https://www.linkedin.com/in/amara')).toBe(true);
  expect(isLinkedinPage('not a url')).toBe(false);
  expect(isLinkedinPage('javascript:alert(1)')).toBe(false);
});
