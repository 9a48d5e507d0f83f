import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMatrixWorld, type MatrixWorld, ROLES, type Role } from '../test/matrix-world.ts';
import { expectDocumented, type OpenApiDocument, openApiDocument } from '../test/openapi-conformance.ts';
import { type ExampleRequest, ROUTE_EXAMPLES } from '../test/route-examples.ts';
import { ORIGIN } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { ROUTE_ACCESS, type RouteAccess } from './route-access.ts';

/*
 * Every route of the OpenAPI document, called as every role over what member A owns, held to
 * ROUTE_ACCESS: a 2xx only where the table allows it, no answer to anyone else carrying A's
 * private fields, and every answer, granted or refused, one the document lists (expectDocumented,
 * as the conformance test holds its own).
 */

const t = useTestApp();
let w: MatrixWorld;
let doc: OpenApiDocument;
beforeAll(async () => {
  w = await createMatrixWorld(t);
  doc = await openApiDocument(t.app);
});

type Route = { key: string; method: HTTPMethods; path: string };

/** The document's operations, keyed as ROUTE_ACCESS is (`GET /api/articles/:id`). */
function documentedRoutes(): Route[] {
  const { paths } = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((m) => {
      const method = m.toUpperCase() as HTTPMethods;
      return { key: `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`, method, path };
    }),
  );
}

/** Whether the table lets `role` call a route whose resource (if any) is `owner`'s. */
function allows({ caller, resource }: RouteAccess, role: Role, owner: Role): boolean {
  if (role === 'visitor') return caller === 'anyone';
  const isMentor = role === 'partner' || role === 'mentor';
  if ((caller === 'mentor' && !isMentor) || (caller === 'admin' && role !== 'admin')) return false;
  if (resource === 'owner') return role === owner;
  if (resource === 'party') return role === 'owner' || role === 'partner';
  if (resource === 'party-or-admin') return role === 'owner' || role === 'partner' || role === 'admin';
  return true;
}

/** What `role` must be answered: a 2xx where the table allows it (or the example's named refusal), else 401 for a visitor and 403 or 404 for the signed in. */
function expectation(allowed: boolean, role: Role, refusal: number | undefined): { says: string; holds: (status: number) => boolean } {
  if (allowed && refusal) return { says: String(refusal), holds: (s) => s === refusal };
  if (allowed) return { says: '2xx', holds: (s) => s >= 200 && s < 300 };
  if (role === 'visitor') return { says: '401', holds: (s) => s === 401 };
  return { says: '403 or 404', holds: (s) => s === 403 || s === 404 };
}

async function send(route: Route, { id, query, payload }: ExampleRequest, cookie: string | undefined) {
  const path = route.path.replace('{id}', encodeURIComponent(id ?? ''));
  const url = query ? `${path}?${new URLSearchParams(query)}` : path;
  const res = await t.app.inject({
    method: route.method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
  return { res, url };
}

/** Why an answer is not one the document lists for its operation, or null when it is. */
function undocumented(route: Route, url: string, res: LightMyRequestResponse): string | null {
  try {
    expectDocumented(doc, route.method, url, res);
    return null;
  } catch (error) {
    return (error as Error).message.split('\n').slice(0, 6).join(' ');
  }
}

/** Which of A's private things an answer to `role` carries that it must not. */
function leaks(body: string, role: Role, route: string): string[] {
  if (role === 'owner') return [];
  // An admin's list and page of members show each member's email (decision 033).
  const adminReadsEmail = role === 'admin' && route.includes(' /api/admin/members');
  const s = w.secrets;
  const found = [
    !adminReadsEmail && body.includes(s.email) && 'email',
    body.includes(s.phone) && 'phone',
    body.includes(s.dob) && 'birth date',
    body.includes(`"gender":"${s.gender}"`) && 'gender',
    body.includes(s.draft) && 'draft',
    // The meeting room is the session's two members'.
    role !== 'partner' && body.includes(`${s.meetingBaseUrl}/`) && 'meeting link',
    // M's payment details are M's own, and A's on A's confirmed paid session.
    role !== 'partner' && body.includes(w.paymentMethods[0]!.address) && "M's payment details",
  ];
  return found.filter((f): f is string => typeof f === 'string');
}

describe('the route × role matrix', () => {
  it('has an entry in ROUTE_ACCESS and an example request for every documented route', () => {
    const keys = documentedRoutes().map((r) => r.key);
    expect(keys.length).toBeGreaterThan(50);
    expect(keys.filter((k) => !ROUTE_ACCESS[k])).toEqual([]);
    expect(keys.filter((k) => !ROUTE_EXAMPLES[k])).toEqual([]);
    // An example for a route the document no longer has is left over.
    expect(Object.keys(ROUTE_EXAMPLES).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('shows A’s email and phone to other members only while A’s privacy settings show contact info', async () => {
    const profileOfA = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/profiles/${w.ids.owner}`, headers: { cookie: w.cookies.member! } })).json();
    await w.showContactInfo(true);
    expect(await profileOfA()).toMatchObject({ email: w.secrets.email, phone: w.secrets.phone, gender: null, dob: null });
    await w.showContactInfo(false);
    expect(await profileOfA()).toMatchObject({ email: null, phone: null });
  });

  it('shows M’s payment details to A on A’s confirmed paid session, and to nobody else', async () => {
    const sessionAs = async (role: Role) =>
      t.app.inject({ method: 'GET', url: `/api/sessions/${w.session}`, headers: { cookie: w.cookies[role]! } });
    expect((await sessionAs('owner')).json().payment).toMatchObject({ status: 'pending', methods: w.paymentMethods });
    expect((await sessionAs('partner')).json().payment.methods).toBeNull();
    expect((await sessionAs('admin')).json().payment).toMatchObject({ status: 'pending', methods: null, reference: null });
    for (const role of ['member', 'mentor'] as const) expect((await sessionAs(role)).statusCode).toBe(403);
    const requested = await w.newSession('requested');
    const before = await t.app.inject({ method: 'GET', url: `/api/sessions/${requested}`, headers: { cookie: w.cookies.owner! } });
    expect(before.body).not.toContain(w.paymentMethods[0]!.address);
  });

  it('answers each role as ROUTE_ACCESS says and as the document says, and hands A’s private fields to nobody else', {
    timeout: 180_000,
  }, async () => {
    await w.showContactInfo(false);
    const wrong: string[] = [];
    const leaked: string[] = [];
    const offDocument: string[] = [];
    for (const route of documentedRoutes()) {
      const access = ROUTE_ACCESS[route.key];
      const example = ROUTE_EXAMPLES[route.key];
      if (!access || !example) {
        wrong.push(`${route.key}: missing from ROUTE_ACCESS or ROUTE_EXAMPLES`);
        continue;
      }
      const refusals = example.refusals ?? {};
      const allowed = ROLES.filter((role) => allows(access, role, example.owner ?? 'owner'));
      for (const role of Object.keys(refusals) as Role[]) {
        if (!allowed.includes(role)) wrong.push(`${route.key}: a refusal listed for ${role}, whom the table refuses anyway`);
      }
      // Refused callers first, on the request the first allowed caller then sends: a refusal that changed something shows.
      const order = [
        ...ROLES.filter((role) => !allowed.includes(role)),
        ...allowed.filter((role) => !(role in refusals)),
        ...allowed.filter((role) => role in refusals),
      ];
      await w.restoreDraft();
      let request = await example.request(w);
      let allowedCalls = 0;
      for (const role of order) {
        if (allowed.includes(role) && allowedCalls++ > 0) request = await example.request(w);
        const { res, url } = await send(route, request, w.cookies[role]);
        if (example.endsSession && res.statusCode < 300) await w.signInAgain(role);
        const problem = undocumented(route, url, res);
        if (problem) offDocument.push(`${route.key} as ${role}: ${problem}`);
        const expected = expectation(allowed.includes(role), role, refusals[role]);
        if (!expected.holds(res.statusCode))
          wrong.push(`${route.key} as ${role}: ${res.statusCode}, expected ${expected.says} (${res.body.slice(0, 160)})`);
        for (const field of leaks(res.body, role, route.key)) leaked.push(`${route.key} as ${role}: ${field}`);
      }
    }
    expect.soft(wrong).toEqual([]);
    expect.soft(offDocument).toEqual([]);
    expect(leaked).toEqual([]);
  });
});
