import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import PostalMime from 'postal-mime';
import { BASE_URL, DATA_DIR } from './playwright.config.ts';

export const DEMO_PASSWORD = 'prosper-demo-2026';
export const demo = {
  mentor: 'amara.okafor@demo.prospermentor.africa',
  mentee: 'chidi.eze@demo.prospermentor.africa',
  admin: 'admin@demo.prospermentor.africa',
};

type Fixtures = {
  /** Console errors a test expects (a 401 answer logs one); any other fails the test. */
  allowConsoleErrors: (pattern: RegExp) => void;
};

export const test = base.extend<Fixtures>({
  // A client address of its own per test, so per-address rate limits count each test apart.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': `10.${rand()}.${rand()}.${rand()}` });
  },
  allowConsoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && !allowed.some((p) => p.test(m.text()))) errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await use((pattern) => allowed.push(pattern));
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

const rand = () => Math.floor(Math.random() * 250) + 1;

/** The signed-in member's id, as the app reads it. */
export const memberId = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/api/me')).json()) as { user: { id: string } }).user.id);

/** The welcome toast fades out at about 4 s; mid-fade its text reads as low contrast to axe. */
export const welcomeGone = (page: Page) => expect(page.getByText('Glad to see you again on Prosper Mentor.')).toBeHidden();

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The dashboard takes the focus to its heading once shown (decision 025); a journey that then
  // focuses a control by script, not by a key, would otherwise race that move.
  await expect
    .poll(() => page.evaluate(() => document.getElementById('main')?.contains(document.activeElement) ?? false), { timeout: 15_000 })
    .toBe(true);
}

/** Waits for the newest text to `to` (E.164) matching `pattern` that the server wrote to DATA_DIR/sms (no SMS provider in journeys). */
export async function waitForText(to: string, pattern: RegExp): Promise<RegExpExecArray> {
  const folder = path.join(DATA_DIR, 'sms');
  let found: RegExpExecArray | null = null;
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(folder)
            .filter((f) => f.endsWith('.txt'))
            .sort()
            .reverse();
        } catch {
          return false;
        }
        for (const f of files) {
          const [head, ...body] = readFileSync(path.join(folder, f), 'utf8').split('\n\n');
          if (head !== `To: ${to}`) continue;
          found = pattern.exec(body.join('\n\n'));
          if (found) return true;
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

export type Mail = { to: string; subject: string; text: string; links: string[] };

/** Waits for the newest mail to `to` that the server wrote to DATA_DIR/mail (no SMTP_URL in journeys). */
export async function waitForMail(to: string, subject?: RegExp): Promise<Mail> {
  const folder = path.join(DATA_DIR, 'mail');
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        let files: string[] = [];
        try {
          files = readdirSync(folder)
            .filter((f) => f.endsWith('.eml'))
            .sort()
            .reverse();
        } catch {
          return false;
        }
        for (const f of files) {
          const mail = await PostalMime.parse(readFileSync(path.join(folder, f)));
          if (mail.to?.[0]?.address === to && (!subject || subject.test(mail.subject ?? ''))) {
            const text = mail.text ?? '';
            found = { to, subject: mail.subject ?? '', text, links: text.match(/https?:\/\/\S+/g) ?? [] };
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

export function uniqueEmail(prefix: string) {
  return `${prefix}.${randomBytes(4).toString('hex')}@example.com`;
}

/** A member signed up and confirmed through the API, as the forms would do it. */
export async function createConfirmedMember(request: APIRequestContext, role: 'mentee' | 'mentor' = 'mentee', country = 'Ghana') {
  const email = uniqueEmail(role);
  const password = 'savanna-sunrise-8';
  const res = await request.post('/api/accounts/sign-up', {
    headers: { origin: BASE_URL },
    data: {
      firstName: 'Efua',
      lastName: 'Asante',
      email,
      role,
      password,
      dob: '1996-07-14',
      gender: 'female',
      industry: 'Education',
      howDidYouKnow: 'Google',
      linkedin: 'https://www.linkedin.com/in/efua',
      country,
      phone: '+233 24 000 0000',
    },
  });
  expect(res.status()).toBe(201);
  const mail = await waitForMail(email, /Confirm/);
  const token = new URL(mail.links[0]!).searchParams.get('token')!;
  const confirmed = await request.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
  expect(confirmed.status()).toBe(200);
  // The confirmation signed this request context in; the browser signs in on its own.
  await request.post('/api/auth/sign-out', { headers: { origin: BASE_URL }, data: {} });
  return { email, password };
}

export type NewArticle = { title: string; content: string; tags?: string[] };

/** A new member publishing through the API, as the form would, one article after the other; their ids in order. */
export async function publishViaApi(request: APIRequestContext, ...articles: NewArticle[]): Promise<string[]> {
  const member = await createConfirmedMember(request);
  const signedIn = await request.post('/api/auth/sign-in/email', {
    headers: { origin: BASE_URL },
    data: { email: member.email, password: member.password },
  });
  expect(signedIn.ok()).toBe(true);
  const ids: string[] = [];
  for (const article of articles) {
    const res = await request.post('/api/articles', { headers: { origin: BASE_URL }, data: { tags: [], imageUrl: null, ...article } });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  await request.post('/api/auth/sign-out', { headers: { origin: BASE_URL }, data: {} });
  return ids;
}

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules (issue 29): 2.2 adds the 24×24 px target size (SC 2.5.8). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every accessibility violation on the page as it is now, whatever its impact, one line each. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Checked at rest: at the top of the page (nothing scrolled under the sticky bar, which axe's
  // target-size rule counts as covering a target) and with every transition that ends finished (a
  // toast fading in is read at part of its contrast; a spinner never ends).
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
  // Toasts are left out: they stack and slide over one another for a few seconds, and axe reads the
  // text of one behind another against the wrong ground; at rest they are dark text on white.
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('[data-sonner-toaster]').analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** No accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
}

/** Resolves once the page's realtime socket says 'ready', so nothing sent after it can be missed. */
export function realtimeReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().endsWith('/api/realtime')) return;
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"ready"')) resolve();
      });
    });
  });
}

/**
 * Another member, signed in in a browser of their own; their console errors fail the test too.
 * `before` runs on their page before signing in (to listen for its socket, say).
 */
export async function otherMember(
  browser: Browser,
  email: string,
  password = DEMO_PASSWORD,
  before?: (page: Page) => Promise<void> | void,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await before?.(page);
  await signIn(page, email, password);
  return {
    page,
    close: async () => {
      await context.close();
      expect(errors, 'console errors of the other member').toEqual([]);
    },
  };
}

/** Two new members: A (for the test's own page) and B, signed in in a browser of their own with the socket ready. */
export async function twoMembers(request: APIRequestContext, browser: Browser) {
  const a = await createConfirmedMember(request);
  const b = await createConfirmedMember(request);
  let bReady: Promise<void> | undefined;
  const bee = await otherMember(browser, b.email, b.password, (p) => {
    bReady = realtimeReady(p);
  });
  await bReady;
  return { a, bee, bId: await memberId(bee.page) };
}

/**
 * The admin who promotes the next test's admin in this worker: the one made last. The demo admin
 * signs in only when there is none yet (or it no longer can): a sign-in counts against the account's
 * limit (10 in ten minutes), and the demo admin's are shared with every other journey.
 */
let promoter: { email: string; password: string } | undefined;

/** Signs `request` in as `by` and makes the member with `email` an admin; false if `by` could not. */
async function promote(request: APIRequestContext, by: { email: string; password: string }, email: string) {
  const headers = { origin: BASE_URL };
  const signedIn = await request.post('/api/auth/sign-in/email', { headers, data: by });
  if (!signedIn.ok()) return false;
  try {
    const found = await request.get(`/api/admin/members?q=${encodeURIComponent(email)}`);
    if (!found.ok()) return false;
    const { items } = (await found.json()) as { items: { id: string }[] };
    return (await request.put(`/api/admin/members/${items[0]!.id}/admin`, { headers })).status() === 204;
  } finally {
    await request.post('/api/auth/sign-out', { headers, data: {} });
  }
}

/**
 * An admin of the test's own, made an admin in one short sign-in by the last one made (members
 * keep at most five sign-ins).
 */
export async function createAdmin(request: APIRequestContext) {
  const admin = await createConfirmedMember(request);
  const promoted =
    (promoter !== undefined && (await promote(request, promoter, admin.email))) ||
    (await promote(request, { email: demo.admin, password: DEMO_PASSWORD }, admin.email));
  expect(promoted).toBe(true);
  promoter = { email: admin.email, password: admin.password };
  return admin;
}
