/*
 * What a field report may keep of an address or a text (decision 041): no query string, no
 * fragment (where sign-in links and reset tokens travel), no id that names a member or a row, and
 * nothing shaped like a token. The browser applies it before sending, the server again before storing.
 */

const REDACTED = '[redacted]';
/** A JSON Web Token: three base64url parts, the first a JSON header ("eyJ"). */
const JWT = /eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g;
/**
 * A run of 20 or more letters, digits, `_` or `-` mixing letters and digits, standing alone (not
 * part of a file name, which has a dot): a UUID, a member id, an API key, a session token.
 */
const OPAQUE = /(?<![\w.-])(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{20,}(?![\w.-])/g;
/** A URL in running text (a stack, a message) and its query or fragment, up to a stack's `:line:column` or the URL's end. */
const URL_IN_TEXT = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#)'"]*)[?#][^\s)'"]*?(?=(?::\d+){1,2}(?:[\s)'"]|$)|[\s)'"]|$)/gi;

/** The address without its query string and fragment. */
export function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/s, '');
}

/** Text with every URL's query and fragment cut and every token-shaped run replaced. */
export function redactText(text: string): string {
  return text.replace(URL_IN_TEXT, '$1').replace(JWT, REDACTED).replace(OPAQUE, REDACTED);
}

/** An address kept for a report: no query, no fragment, no token in its path. */
export function reportUrl(url: string): string {
  return redactText(withoutQuery(url));
}

/**
 * A page as the Health page groups it: the path alone, an id in it written `:id`, so that
 * /mentor/<id> is one page whoever's it is and names nobody.
 */
export function pagePattern(path: string): string {
  const pathname = withoutQuery(path).replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '') || '/';
  return pathname
    .split('/')
    .map((segment) => (redactText(segment) === segment && !/^\d+$/.test(segment) ? segment : ':id'))
    .join('/');
}
