import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { apiCaller, signedInMember } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();
const call = apiCaller(t);

const body = { name: 'Women in Tech Africa', slug: 'women-in-tech-africa', description: 'Women building careers in technology.' };
const auditOf = async (communityId: string) =>
  rowsOf<{ action: string }>(
    await t.database.db.execute(
      sql`select action from admin_actions where target_type = 'community' and target_id = ${communityId} order by created_at`,
    ),
  ).map((r) => r.action);

describe('communities', () => {
  it('admins create, edit and archive them, each in the audit log; anyone else gets a 403 and nothing changes', async () => {
    const admin = await signedInMember(t, { role: 'admin' });
    const member = await signedInMember(t);
    const mentor = await signedInMember(t, { role: 'mentor' });
    for (const who of [member, mentor]) {
      const res = await call('POST', '/api/networks/communities', who.cookie, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('not_an_admin');
    }
    expect(rowsOf(await t.database.db.execute(sql`select 1 from communities`))).toHaveLength(0);

    const created = await call('POST', '/api/networks/communities', admin.cookie, body);
    expect(created.statusCode).toBe(201);
    const community = created.json();
    expect(community).toMatchObject({ ...body, memberCount: 0, joined: false, archived: false });
    expect((await call('POST', '/api/networks/communities', admin.cookie, body)).json().error.code).toBe('slug_taken');
    expect((await call('POST', '/api/networks/communities', admin.cookie, { ...body, slug: 'Not A Slug' })).statusCode).toBe(400);

    expect((await call('PATCH', `/api/networks/communities/${body.slug}`, member.cookie, { archived: true })).statusCode).toBe(403);
    const edited = await call('PATCH', `/api/networks/communities/${body.slug}`, admin.cookie, { description: 'Women leading in tech.' });
    expect(edited.json()).toMatchObject({ description: 'Women leading in tech.', name: body.name });
    await call('PATCH', `/api/networks/communities/${body.slug}`, admin.cookie, { archived: true });
    expect(await auditOf(community.id)).toEqual(['create_community', 'edit_community', 'archive_community']);

    // Archived: gone for members, kept for admins, and nobody joins it.
    expect((await call('GET', '/api/networks/communities', member.cookie)).json().items).toEqual([]);
    expect((await call('GET', `/api/networks/communities/${body.slug}`, member.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/networks/communities', admin.cookie)).json().items).toMatchObject([
      { slug: body.slug, archived: true },
    ]);
    expect((await call('PUT', `/api/networks/communities/${body.slug}/membership`, member.cookie)).json().error.code).toBe(
      'community_archived',
    );
  });

  it('members join and leave, see its members, and its feed holds the articles its members tag with it', async () => {
    await t.database.db.execute(
      sql`insert into communities (slug, name, description) values ('fintech-nigeria', 'Fintech Nigeria', 'Payments.')`,
    );
    const ngozi = await signedInMember(t, { firstName: 'Ngozi', lastName: 'Obi' });
    const tunde = await signedInMember(t, { firstName: 'Tunde' });
    const url = '/api/networks/communities/fintech-nigeria';
    expect((await call('PUT', `${url}/membership`, ngozi.cookie)).statusCode).toBe(204);
    expect((await call('PUT', `${url}/membership`, ngozi.cookie)).statusCode).toBe(204);
    expect((await call('GET', url, ngozi.cookie)).json()).toMatchObject({ memberCount: 1, joined: true });
    expect((await call('GET', `${url}/members`, tunde.cookie)).json().items).toMatchObject([{ id: ngozi.id, firstName: 'Ngozi' }]);

    const article = (
      await call('POST', '/api/articles', ngozi.cookie, { title: 'Open banking in Lagos', content: '<p>APIs.</p>', tags: [] })
    ).json();
    const other = (await call('POST', '/api/articles', tunde.cookie, { title: 'Not tagged', content: '<p>Hi.</p>', tags: [] })).json();
    // Only its author tags it, and only with a community they belong to.
    expect(
      (await call('PUT', `/api/networks/articles/${article.id}/community`, tunde.cookie, { slug: 'fintech-nigeria' })).statusCode,
    ).toBe(403);
    const outsider = await call('PUT', `/api/networks/articles/${other.id}/community`, tunde.cookie, { slug: 'fintech-nigeria' });
    expect(outsider.json().error.message).toBe('Only its members can tag an article with this community.');
    expect(
      (await call('PUT', `/api/networks/articles/${article.id}/community`, ngozi.cookie, { slug: 'fintech-nigeria' })).statusCode,
    ).toBe(204);
    expect((await call('GET', `${url}/articles`, tunde.cookie)).json().items).toMatchObject([
      { id: article.id, title: 'Open banking in Lagos' },
    ]);
    await call('PUT', `/api/networks/articles/${article.id}/community`, ngozi.cookie, { slug: null });
    expect((await call('GET', `${url}/articles`, tunde.cookie)).json().items).toEqual([]);

    expect((await call('DELETE', `${url}/membership`, ngozi.cookie)).statusCode).toBe(204);
    expect((await call('GET', url, ngozi.cookie)).json()).toMatchObject({ memberCount: 0, joined: false });
    expect((await call('GET', '/api/networks/communities/no-such-one', ngozi.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/networks/communities/NUL%00', ngozi.cookie)).statusCode).toBe(400);
  });

  it('lists only my open communities on asking, and tells an article’s author which one it is tagged with', async () => {
    await t.database.db.execute(sql`
      insert into communities (slug, name, description, archived) values
        ('solar-kenya', 'Solar Kenya', 'Off-grid power.', false), ('edtech-ghana', 'Edtech Ghana', 'Schools.', false),
        ('old-circle', 'Old circle', 'Gone.', true)`);
    const ngozi = await signedInMember(t, { firstName: 'Ngozi' });
    const tunde = await signedInMember(t, { firstName: 'Tunde' });
    await call('PUT', '/api/networks/communities/solar-kenya/membership', ngozi.cookie);
    await t.database.db.execute(sql`
      insert into community_members (community_id, member_id) select id, ${ngozi.id} from communities where slug = 'old-circle'`);
    expect((await call('GET', '/api/networks/communities?mine=true', ngozi.cookie)).json().items).toMatchObject([
      { slug: 'solar-kenya', joined: true },
    ]);
    expect((await call('GET', '/api/networks/communities?mine=true', tunde.cookie)).json().items).toEqual([]);
    const all = (await call('GET', '/api/networks/communities?mine=false', tunde.cookie)).json().items.map((c: { slug: string }) => c.slug);
    expect(all).toEqual(expect.arrayContaining(['solar-kenya', 'edtech-ghana']));
    expect(all).not.toContain('old-circle');
    expect((await call('GET', '/api/networks/communities?mine=yes', tunde.cookie)).statusCode).toBe(400);

    const article = (
      await call('POST', '/api/articles', ngozi.cookie, { title: 'Open banking', content: '<p>APIs.</p>', tags: [] })
    ).json();
    const url = `/api/networks/articles/${article.id}/community`;
    expect((await call('GET', url, ngozi.cookie)).json()).toEqual({ slug: null });
    await call('PUT', url, ngozi.cookie, { slug: 'solar-kenya' });
    expect((await call('GET', url, ngozi.cookie)).json()).toEqual({ slug: 'solar-kenya' });
    expect((await call('GET', url, tunde.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/networks/articles/7d4f3a52-7c55-4d8e-9a39-1f4a7b0c2e11/community', ngozi.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/networks/articles/not-a-uuid/community', ngozi.cookie)).statusCode).toBe(400);
  });
});
