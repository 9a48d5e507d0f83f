import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { listedMentor } from '../../lib/listed-mentor.ts';

/** A sitemap holds at most 50,000 addresses (sitemaps.org). */
const MAX_URLS = 50_000;

/**
 * The public pages search engines may list: the landing, about, listed mentors' pages and posts,
 * leaving out every member who keeps search engines out (allow_search_engine_indexing), whose pages
 * also say noindex.
 */
export async function sitemapRoutes(app: FastifyInstance) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const rows = rowsOf<{ path: string; lastmod: string }>(
      await app.db.execute(sql`
      (select '/mentor/' || p.id as path, p.updated_at as lastmod
        from mentor_profiles m join profiles p on p.id = m.id left join user_privacy_settings ps on ps.user_id = p.id
        where ${listedMentor} and coalesce(ps.allow_search_engine_indexing, true)
        order by p.updated_at desc limit ${MAX_URLS})
      union all
      (select '/post/' || a.id, a.updated_at
        from articles a left join user_privacy_settings ps on ps.user_id = a.user_id
        where coalesce(ps.allow_search_engine_indexing, true)
        order by a.created_at desc limit ${MAX_URLS})
      limit ${MAX_URLS - 2}`),
    );
    const base = app.config.publicUrl;
    const url = (path: string, lastmod?: string) =>
      `<url><loc>${escapeHtml(base + path)}</loc>${lastmod ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : ''}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      url('/'),
      url('/about'),
      ...rows.map((r) => url(r.path, r.lastmod)),
      '</urlset>',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(`User-agent: *\nDisallow: /api/\nSitemap: ${app.config.publicUrl}/sitemap.xml\n`),
  );
}
