/*
 * Every page of the app (SPEC §2, apps/web/src/lib/paths.ts and app/router.tsx), as the role that
 * can see it, at a phone's and a desktop's size: no WCAG 2.0–2.2 A/AA violation, no sideways scroll
 * at 320 px (SC 1.4.10), and targets in lists and the footer of at least 24×24 px (SC 2.5.8).
 * A new page joins its role's list here (docs/adding-an-area.md).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config.ts';
import { accessibilityViolations, createConfirmedMember, demo, expect, signIn, test, welcomeGone } from '../fixtures.ts';

/** What the pages need to name: real ids from the API. */
type Ids = {
  mentor: string;
  post: string;
  session: string;
  thread: string;
  question: string;
  story: string;
  goal: string;
  /** The newest listed program; for the admin, the finished one they organised and a certificate of it. */
  program: string;
  organised?: string;
  certificate?: string;
};

type PageCheck = {
  path: (ids: Ids) => string;
  /** A confirm dialog the page opens cheaply: the button that opens it, checked open too. */
  dialog?: string;
};

const at = (path: string): PageCheck => ({ path: () => path });

const visitorPages: PageCheck[] = [
  at('/'),
  at('/auth'),
  at('/auth?tab=signup'),
  at('/verify-email?email=efua%40example.com'),
  at('/auth/confirm'),
  at('/reset-password'),
  at('/about'),
  // The newsletter mails' links, and Newsletter Management refusing a visitor.
  at('/newsletter/confirm?s=00000000-0000-4000-8000-000000000000&e=1&t=x'),
  at('/newsletter/unsubscribe?s=00000000-0000-4000-8000-000000000000&t=x'),
  at('/newsletters'),
  { path: (ids) => `/post/${ids.post}` },
  { path: (ids) => `/mentor/${ids.mentor}` },
  at('/stories'),
  { path: (ids) => `/stories/${ids.story}` },
  at('/faq'),
  at('/faq#how-do-i-book-a-session'),
  at('/questions'),
  { path: (ids) => `/questions/${ids.question}` },
  at('/no-such-page'),
];

/** The pages every member sees, whatever their role. */
const memberPages: PageCheck[] = [
  at('/dashboard'),
  at('/profile'),
  at('/profile/edit'),
  { path: (ids) => `/profile/${ids.mentor}` },
  { path: (ids) => `/mentor/${ids.mentor}` },
  at('/mentors'),
  at('/programs'),
  { path: (ids) => `/programs/${ids.program}` },
  // Its edit form for its organiser, the organiser-only refusal for everyone else.
  { path: (ids) => `/programs/${ids.program}/edit` },
  at('/networks'),
  at('/networks?tab=requests'),
  at('/networks?tab=communities'),
  at('/networks/communities/fintech-nigeria'),
  at('/users'),
  at('/connect'),
  at('/stories'),
  at('/stories?tab=loved'),
  { path: (ids) => `/stories/${ids.story}` },
  at('/stories/new'),
  // The goals page, and a goal: the mentee's own, the mentor's shared with them by a mentee (demo-goals.ts).
  at('/goals'),
  { path: (ids) => `/goals/${ids.goal}` },
  at('/faq'),
  at('/questions'),
  at('/questions?view=unanswered'),
  at('/questions/ask'),
  { path: (ids) => `/questions/${ids.question}` },
  at('/settings'),
  ...['privacy', 'notifications', 'account', 'security', 'data'].map((section) => at(`/settings/${section}`)),
  at('/messages'),
  { path: (ids) => `/messages/${ids.thread}` },
  at('/sessions'),
  at('/sessions?tab=past'),
  { path: (ids) => `/sessions/${ids.session}`, dialog: 'Cancel session' },
  at('/create-article'),
  at('/saved-posts'),
  { path: (ids) => `/view-post/${ids.post}` },
  { path: (ids) => `/post/${ids.post}` },
];

const menteePages: PageCheck[] = [
  ...memberPages,
  // The demo mentee has notifications to clear; the demo mentor has none.
  { path: () => '/notifications', dialog: 'Clear all' },
  { path: (ids) => `/sessions/book/${ids.mentor}` },
  // A page for another role: the guard's Access Denied, and Newsletter Management's own.
  at('/admin'),
  at('/newsletters'),
];

const mentorPages: PageCheck[] = [
  ...memberPages,
  at('/notifications'),
  at('/questions?view=for-you'),
  at('/mentor-onboarding'),
  at('/mentor-onboarding/success'),
  at('/analytics'),
  at('/programs/new'),
];

const adminPages: PageCheck[] = [
  at('/dashboard'),
  at('/admin'),
  at('/admin/members'),
  at('/admin/members?status=suspended'),
  { path: (ids) => `/admin/members/${ids.mentor}`, dialog: 'Suspend' },
  at('/admin/audit-log'),
  // The demo has open reports: the queue, and the confirmation before dismissing one.
  { path: () => '/admin/reports', dialog: 'Dismiss' },
  // The FAQ's entries, and the form for a new one.
  { path: () => '/admin/faq', dialog: 'New entry' },
  // Field performance and errors (decision 041), four weeks of them in the demo data.
  at('/admin/health'),
  // Payments, refunds, disputes and mismatches (decision 051): the demo has none, so the empty lists.
  at('/admin/payments'),
  // Payments by country, charge rates and the countries we may text (decision 054).
  at('/admin/countries'),
  at('/newsletters'),
  at('/users'),
  at('/profile'),
  at('/programs/new'),
  // The finished program the demo admin organised: the review list with completions, and a certificate it gave.
  { path: (ids) => `/programs/${ids.organised}` },
  { path: (ids) => `/programs/${ids.organised}/edit` },
  { path: (ids) => `/programs/${ids.organised}/certificates/${ids.certificate}` },
];

const sizes = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

const REFLOW_WIDTH = 320;
const MIN_TARGET = 24;

/** The page has shown its heading and loaded what it shows. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Links and buttons in lists and the footer smaller than 24×24 px, named with their size. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const targets = document.querySelectorAll<HTMLElement>('main li a, main li button, footer a, footer button');
    return (
      Array.from(targets)
        // Shown, and not a skip link hidden until it takes the focus.
        .filter((el) => el.getClientRects().length > 0 && !el.closest('.sr-only'))
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width < min || box.height < min)
        .map(({ el, box }) => `"${el.textContent?.trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`)
    );
  }, MIN_TARGET);
}

/** How wide the document is at 320 px: wider means sideways scroll. */
async function widthAtReflow(page: Page, size: { width: number; height: number }): Promise<number> {
  await page.setViewportSize({ width: REFLOW_WIDTH, height: size.height });
  const width = await page.evaluate(
    () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(document.documentElement.scrollWidth))),
  );
  await page.setViewportSize(size);
  return width;
}

async function checkPages(page: Page, pages: PageCheck[], ids: Ids, size: { width: number; height: number }) {
  for (const check of pages) {
    const path = check.path(ids);
    await test.step(path, async () => {
      await page.goto(path);
      await settled(page);
      expect.soft(await accessibilityViolations(page), `axe on ${path}`).toEqual([]);
      expect.soft(await smallTargets(page), `targets under 24×24 px on ${path}`).toEqual([]);
      if (size.width < 1000) expect.soft(await widthAtReflow(page, size), `width at 320 px on ${path}`).toBeLessThanOrEqual(REFLOW_WIDTH);
      if (check.dialog) {
        await page.getByRole('button', { name: check.dialog, exact: true }).first().click();
        const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
        await expect(dialog).toBeVisible();
        expect.soft(await accessibilityViolations(page), `axe on ${path} with its dialog open`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    });
  }
}

const origin = { origin: BASE_URL };

/** A post, a story, a program, a mentor and an answered question anyone can see. */
async function publicIds(request: APIRequestContext) {
  const landing = (await (await request.get('/api/landing')).json()) as { mentors: { id: string }[] };
  const articles = (await (await request.get('/api/articles')).json()) as { items: { id: string }[] };
  const stories = (await (await request.get('/api/stories')).json()) as { items: { id: string }[] };
  const programs = (await (await request.get('/api/programs')).json()) as { items: { id: string }[] };
  const questions = (await (await request.get('/api/questions')).json()) as { items: { id: string; answered: boolean }[] };
  const question = questions.items.find((q) => q.answered) ?? questions.items[0]!;
  return {
    mentor: landing.mentors[0]!.id,
    post: articles.items[0]!.id,
    story: stories.items[0]!.id,
    program: programs.items[0]!.id,
    question: question.id,
  };
}

/** The admin's finished demo program and a certificate it gave. */
async function adminIds(page: Page, request: APIRequestContext): Promise<Ids> {
  const organised = (await (await page.request.get('/api/programs?scope=organised')).json()) as { items: { id: string; status: string }[] };
  const finished = organised.items.find((p) => p.status === 'finished')!;
  const applications = (await (await page.request.get(`/api/programs/${finished.id}/applications`)).json()) as {
    items: { certificateId: string | null }[];
  };
  const certificate = applications.items.find((a) => a.certificateId)!.certificateId!;
  return { ...(await publicIds(request)), session: '', thread: '', goal: '', organised: finished.id, certificate };
}

/**
 * The signed-in member's own session and a conversation with a new member who wrote to them, so the
 * session page and an open conversation have something to show.
 */
async function memberIds(page: Page, request: APIRequestContext): Promise<Ids> {
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  const sessions = (await (await page.request.get('/api/sessions')).json()) as { items: { id: string; status: string }[] };
  const writer = await createConfirmedMember(request);
  const signedIn = await request.post('/api/auth/sign-in/email', {
    headers: origin,
    data: { email: writer.email, password: writer.password },
  });
  expect(signedIn.ok()).toBe(true);
  const thread = (await (await request.post('/api/messages/threads', { headers: origin, data: { recipientId: me.user.id } })).json()) as {
    id: string;
  };
  const sent = await request.post(`/api/messages/threads/${thread.id}/messages`, {
    headers: origin,
    data: { content: 'Could we talk about product roles?' },
  });
  expect(sent.status()).toBe(201);
  await request.post('/api/auth/sign-out', { headers: origin, data: {} });
  const session = sessions.items.find((s) => s.status === 'confirmed') ?? sessions.items[0]!;
  const goals = [
    ...((await (await page.request.get('/api/goals')).json()) as { items: { id: string }[] }).items,
    ...((await (await page.request.get('/api/goals/shared')).json()) as { items: { id: string }[] }).items,
  ];
  return { ...(await publicIds(request)), session: session.id, thread: thread.id, goal: goals[0]!.id };
}

for (const [sizeName, size] of Object.entries(sizes)) {
  test.describe(`every page at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });
    // One sign-in per role and size, and every page of the role after it.
    test.describe.configure({ timeout: 480_000 });

    test(`a visitor's pages (${sizeName})`, async ({ page, request }) => {
      const ids = { ...(await publicIds(request)), session: '', thread: '', goal: '' };
      await checkPages(page, visitorPages, ids, size);
    });

    for (const [role, email, pages] of [
      ['mentee', demo.mentee, menteePages],
      ['mentor', demo.mentor, mentorPages],
      ['admin', demo.admin, adminPages],
    ] as const) {
      test(`a ${role}'s pages (${sizeName})`, async ({ page, request }) => {
        await signIn(page, email);
        await welcomeGone(page);
        const ids = role === 'admin' ? await adminIds(page, request) : await memberIds(page, request);
        await checkPages(page, pages, ids, size);
      });
    }
  });
}
