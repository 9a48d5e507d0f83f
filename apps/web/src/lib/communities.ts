import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Page } from '@prosper/shared/schemas/member';
import type { ArticleCommunity, Community } from '@prosper/shared/schemas/network';
import { api } from './api-client.ts';
import { connectionKeys } from './connections.ts';

/*
 * The community an author tags an article with. Here rather than in the networks area because the
 * article form offers it; its keys sit under the networks root, so a join or a leave refreshes them.
 */
const keys = {
  mine: [...connectionKeys.all, 'communities', 'mine'] as const,
  article: (articleId: string) => [...connectionKeys.all, 'article-community', articleId] as const,
};

/** Every open community the viewer belongs to, all pages of them (a member is in few). */
const myCommunitiesQuery = queryOptions({
  queryKey: keys.mine,
  queryFn: async ({ signal }) => {
    const all: Community[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: Page<Community> = await api<Page<Community>>(
        `/api/networks/communities?mine=true${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        { signal },
      );
      all.push(...page.items);
      cursor = page.nextCursor ?? null;
    }
    return all;
  },
});

const articleCommunityQuery = (articleId: string) =>
  queryOptions({
    queryKey: keys.article(articleId),
    queryFn: ({ signal }) => api<ArticleCommunity>(`/api/networks/articles/${encodeURIComponent(articleId)}/community`, { signal }),
  });

export type CommunityTag = ReturnType<typeof useCommunityTag>;

/**
 * The article form's community choice: the author's communities, the one chosen (the article's
 * current one until the author picks another), and `save`, which tags the article once it is
 * published or updated, and only when the choice changed.
 */
export function useCommunityTag(articleId: string | undefined) {
  const client = useQueryClient();
  const mine = useQuery(myCommunitiesQuery);
  const current = useQuery({ ...articleCommunityQuery(articleId ?? ''), enabled: articleId !== undefined });
  const saved = current.data?.slug ?? null;
  const [picked, setPicked] = useState<string | null>();
  const slug = picked === undefined ? saved : picked;
  return {
    communities: mine.data ?? [],
    slug,
    ready: mine.isSuccess && (articleId === undefined || current.isSuccess),
    pick: setPicked,
    save: async (id: string) => {
      if (slug === saved) return;
      await api<void>(`/api/networks/articles/${encodeURIComponent(id)}/community`, { method: 'PUT', body: { slug } });
      await client.invalidateQueries({ queryKey: connectionKeys.all });
    },
  };
}
