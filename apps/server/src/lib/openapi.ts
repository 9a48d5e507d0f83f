import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SESSION_COOKIE_PREFIX } from '../auth/auth.ts';
import { routeAccess, SESSION_SECURITY_SCHEME } from '../auth/route-access.ts';
import { documentedResponses } from './openapi-responses.ts';

/** Every tag an operation may carry, described once for the document. */
export const TAGS = {
  accounts: 'Signing up, and who is signed in',
  auth: 'Signing in and out (with a second step when two-factor authentication is on), confirming an email address, resetting or changing a password, changing the email address, turning two-factor authentication on and off (better-auth, behind our checks)',
  profiles: 'Member profiles, photos and the member directory',
  follows: 'Following members, and the lists of followers and followed',
  mentors: 'Finding mentors: search, suggestions, filters and the public mentor page',
  'mentor-onboarding': 'The steps a new mentor takes before being listed',
  security: 'Security settings and the member’s active sign-ins (password, email and two-factor changes are under auth)',
  notifications: 'Notifications, the mentor stream, and the settings that decide them',
  articles: 'Articles, likes, saves, shares, comments and the draft',
  stories: 'Members’ stories of mentoring: the feeds, likes, comments, and the named mentor’s approval',
  goals: 'A member’s goals and milestones, shared with one of their mentors, who comments',
  welcome: 'The first-run welcome: whether the member finished or skipped it',
  messages: 'Conversations between two members, blocks and message settings',
  reports: 'Reporting an article, a comment, a profile, a message or a story to the admins, and the admins’ queue of open reports',
  media: 'Photos and videos members upload for their articles and messages, processed after the upload answers',
  sessions: 'Mentoring sessions: availability, slots, booking, each step of a session, reviews, analytics',
  payments: 'Paying for a session through a provider (Paystack, Flutterwave): checkout, the return page’s check, the provider’s webhook',
  settings: 'A member’s privacy and account settings, and the sitemap their choices decide',
  export: 'A member’s own data, everything they own or wrote, as one file to download',
  'account-deletion': 'Deleting one’s own account (closed, then erased after a grace period) and restoring it before then',
  places: 'Towns and cities for location fields',
  landing: 'What the landing page shows visitors: a few mentors and the platform’s figures',
  health: 'Whether the server and its database answer',
  admin: 'The admin area: the overview, members (roles and suspensions) and the audit log; admins only',
  networks:
    'Connections between members (requests, accepting, declining, removing) and communities members join; admins manage communities',
  newsletter:
    'The newsletter: subscribing with a confirmation, the signed links of its mails, and for admins the subscribers, their CSV export and sending an issue',
  programs: 'Mentoring programs: cohorts, applications with a waiting list, the cohort’s schedule and announcements, certificates',
  questions: 'Questions and answers: asking, answering, votes, the asker’s accepted answer, and search by words and tags',
  faq: 'The FAQ: read by anyone, written by admins',
  monitoring:
    'Field reports browsers send by beacon (web vitals, performance alerts, script errors); never stored under Do Not Track, Global Privacy Control or the member’s analytics opt-out',
} as const;

const DESCRIPTION = `The Prosper Mentor API. Each operation says who may call it (\`x-access\`, and \`security\`: the
session cookie better-auth sets at sign-in), every status it can answer, and the shape of each answer.
Every refusal has one shape, the \`Error\` component: \`{ "error": { "code", "message", "fields"? } }\`.
So have those given before any operation is reached: a request the HTTP parser cannot read (400),
headers over their limit (431), a request too slow to arrive (408), and an unknown path under /api (404).`;

/**
 * The OpenAPI document at /api/docs/json and its viewer at /api/docs. Every documented route must
 * name a unique operationId and tags from TAGS, or the app does not start; its responses are
 * completed from what it takes and who may call it (lib/openapi-responses.ts).
 */
export async function registerOpenApi(app: FastifyInstance) {
  const operationIds = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.schema?.hide) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const where = `${method} ${route.url}`;
      const schema = route.schema ?? {};
      const { operationId, tags = [] } = schema;
      if (!operationId) throw new Error(`${where} has no operationId`);
      if (operationIds.has(operationId)) throw new Error(`${where}: operationId ${operationId} is taken`);
      operationIds.add(operationId);
      const unknown = tags.filter((tag) => !(tag in TAGS));
      if (tags.length === 0 || unknown.length > 0) throw new Error(`${where} needs tags from TAGS (lib/openapi.ts), not [${tags}]`);
      // registerRouteAccess (auth/route-access.ts) has already refused a route missing from the table.
      route.schema = { ...schema, response: documentedResponses(method, schema, routeAccess(method, route.url)!) };
    }
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Prosper Mentor API', version: '1.0.0', description: DESCRIPTION },
      // The API answers where the document is served.
      servers: [{ url: '/' }],
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          [SESSION_SECURITY_SCHEME]: { type: 'apiKey', in: 'cookie', name: `${SESSION_COOKIE_PREFIX}.session_token` },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => withoutUnusedSchemas(jsonSchemaTransformObject(document)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

type Document = ReturnType<typeof jsonSchemaTransformObject>;

/**
 * zod's registry gives every named schema an input and an output component; the document keeps
 * those an operation reaches.
 */
function withoutUnusedSchemas(document: Document): Document {
  if (!('components' in document) || !document.components?.schemas) return document;
  const schemas = document.components.schemas as Record<string, unknown>;
  const used = new Set<string>();
  const visit = (value: unknown) => {
    for (const [, name] of JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (name && !used.has(name)) {
        used.add(name);
        visit(schemas[name]);
      }
    }
  };
  visit(document.paths);
  return {
    ...document,
    components: { ...document.components, schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))) },
  } as Document;
}
