import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Article,
  ArticleCard,
  ArticleImage,
  ArticleInput,
  LikeResult,
  SaveResult,
  ShareResult,
} from '@prosper/shared/schemas/article';
import type { Page } from '@prosper/shared/schemas/member';
import { api } from '../../../lib/api-client.ts';
import { withFeedLimit } from '../../../lib/data-saver.ts';
import { knownRowId } from '../../../lib/known-row-id.ts';
import { cachedCard, patchArticle, prependToFeed, removeArticle, toCard } from './cache.ts';
import { articleKeys, type FeedScope } from './keys.ts';

const articlePath = (id: string) => `/api/articles/${encodeURIComponent(id)}`;

const cardPages = (path: string, key: readonly unknown[], pageSize: (path: string) => string = (p) => p) =>
  infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam, signal }) =>
      api<Page<ArticleCard>>(
        pageSize(pageParam ? `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(pageParam)}` : path),
        {
          signal,
        },
      ),
    initialPageParam: '',
    // The server hands a cursor only when another page exists.
    getNextPageParam: (last: Page<ArticleCard>) => last.nextCursor ?? undefined,
  });

/** Articles newest first, 20 a page (10 while saving data): everyone's, or those of the people the member follows. */
export const feedQuery = (scope: FeedScope) =>
  cardPages(scope === 'all' ? '/api/articles' : '/api/articles?scope=following', articleKeys.feed(scope), withFeedLimit);

/** The member's saved articles, newest saved first. */
export const savedQuery = cardPages('/api/saved-articles', articleKeys.saved);

/** One whole article, Markdown included. */
export const articleQuery = (id: string) =>
  queryOptions({
    queryKey: articleKeys.detail(id),
    queryFn: ({ signal }) => api<Article>(articlePath(knownRowId(id)), { signal }),
  });

/** Stores a cover image and answers its address, to publish with the article. */
export function useUploadArticleImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api<ArticleImage>('/api/articles/images', { method: 'POST', body });
    },
    retry: false,
  });
}

/** Publishes: the article goes on top of the feed and the member's draft is gone (the server deleted it). */
export function useCreateArticle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ArticleInput) => api<Article>('/api/articles', { method: 'POST', body: input }),
    // Never twice: a retried publish could post the article twice.
    retry: false,
    onSuccess: (article) => {
      qc.setQueryData(articleKeys.detail(article.id), article);
      prependToFeed(qc, toCard(article));
      qc.setQueryData(articleKeys.draft, null);
    },
  });
}

export function useUpdateArticle(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ArticleInput) => api<Article>(articlePath(id), { method: 'PATCH', body: input }),
    retry: false,
    onSuccess: (article) => {
      qc.setQueryData(articleKeys.detail(id), article);
      patchArticle(qc, id, () => toCard(article));
    },
  });
}

export function useDeleteArticle(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<null>(articlePath(id), { method: 'DELETE' }),
    retry: false,
    onSuccess: () => removeArticle(qc, id),
  });
}

/**
 * Like or unlike: the heart and the count change at once, the server's answer sets the exact
 * count, and a refusal puts both back as they were.
 */
export function useLikeArticle(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean) => api<LikeResult>(`${articlePath(id)}/like`, { method: like ? 'PUT' : 'DELETE' }),
    onMutate: (like) => {
      const before = cachedCard(qc, id);
      patchArticle(qc, id, (card) =>
        card.likedByMe === like ? {} : { likedByMe: like, likesCount: Math.max(0, card.likesCount + (like ? 1 : -1)) },
      );
      return { before };
    },
    onSuccess: ({ liked, likesCount }) => patchArticle(qc, id, () => ({ likedByMe: liked, likesCount })),
    onError: (_error, _like, context) => {
      const before = context?.before;
      if (before) patchArticle(qc, id, () => ({ likedByMe: before.likedByMe, likesCount: before.likesCount }));
    },
  });
}

/**
 * Save or unsave. The saved list is fetched anew the next time it shows; until then an unsaved
 * card stays where it is, so a slip of the finger is undone on the same button.
 */
export function useSaveArticle(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (save: boolean) => api<SaveResult>(`${articlePath(id)}/save`, { method: save ? 'PUT' : 'DELETE' }),
    onMutate: (save) => {
      patchArticle(qc, id, () => ({ savedByMe: save }));
    },
    onSuccess: ({ saved }) => {
      patchArticle(qc, id, () => ({ savedByMe: saved }));
      void qc.invalidateQueries({ queryKey: articleKeys.saved, refetchType: 'none' });
    },
    onError: (_error, save) => patchArticle(qc, id, () => ({ savedByMe: !save })),
  });
}

/** Counts a share, once the link was copied or the share sheet finished. */
export function useCountShare(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<ShareResult>(`${articlePath(id)}/share`, { method: 'POST' }),
    retry: false,
    onSuccess: ({ sharesCount }) => patchArticle(qc, id, () => ({ sharesCount })),
  });
}

/** The items of every loaded page, in order. */
export const itemsOf = (data: { pages: Page<ArticleCard>[] } | undefined): ArticleCard[] => data?.pages.flatMap((page) => page.items) ?? [];
