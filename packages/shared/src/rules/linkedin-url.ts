import { z } from 'zod';

// Pure, so that a page needing only isLinkedinPage does not bundle zod for it.
const webAddress = /* @__PURE__ */ z.url({ protocol: /^https?$/, normalize: true });
/** Written whole by the URL parser: the host right after the scheme (no user, no port), then a page. */
const LINKEDIN_PAGE = /^https?:\/\/([a-z0-9-]+\.)*linkedin\.com\/\S+$/;

/** True for an address as linkedinUrl writes it: safe to link to. */
export const isLinkedinPage = (url: string) => LINKEDIN_PAGE.test(url);

/**
 * A LinkedIn address as members type it ("linkedin.com/in/amara", "https://ng.linkedin.com/in/amara/"),
 * made whole with https:// when typed without a scheme; null when it is not an http(s) address of a
 * page on linkedin.com or one of its country sites.
 */
export function linkedinUrl(input: string): string | null {
  const typed = /^[a-z][a-z0-9+.-]*:/i.test(input) ? input : `https://${input}`;
  const parsed = webAddress.safeParse(typed);
  return parsed.success && isLinkedinPage(parsed.data) ? parsed.data : null;
}
