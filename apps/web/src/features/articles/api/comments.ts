import { type InfiniteData, infiniteQueryOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArticleComment } from '@prosper/shared/schemas/article';
import type { Page } from '@prosper/shared/schemas/member';
import { api } from '../../../lib/api-client.ts';
import { articleKeys } from './keys.ts';

type CommentPages = InfiniteData<Page<ArticleComment>, string>;

/** Top-level comments oldest first, each with its replies (one level). */
export const commentsQuery = (articleId: string) =>
  infiniteQueryOptions({
    queryKey: articleKeys.comments(articleId),
    queryFn: ({ pageParam, signal }) => {
      const path = `/api/articles/${encodeURIComponent(articleId)}/comments`;
      return api<Page<ArticleComment>>(pageParam ? `${path}?cursor=${encodeURIComponent(pageParam)}` : path, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (last: Page<ArticleComment>) => last.nextCursor ?? undefined,
  });

function updateComments(qc: QueryClient, articleId: string, change: (data: CommentPages) => CommentPages) {
  qc.setQueryData<CommentPages>(articleKeys.comments(articleId), (data) => (data ? change(data) : data));
}

const mapAll = (items: ArticleComment[], change: (c: ArticleComment) => ArticleComment | null): ArticleComment[] =>
  items.flatMap((c) => {
    const changed = change(c);
    return changed ? [{ ...changed, replies: mapAll(changed.replies, change) }] : [];
  });

/** The article's counters come from the server: its page fetches them again; card lists next time they show. */
function refreshCounts(qc: QueryClient, articleId: string) {
  void qc.invalidateQueries({ queryKey: articleKeys.detail(articleId) });
  void qc.invalidateQueries({ queryKey: articleKeys.lists, refetchType: 'none' });
}

/** A new comment, or a reply to a top-level comment; it joins the list where it belongs. */
export function useAddComment(articleId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { content: string; parentId?: string }) =>
      api<ArticleComment>(`/api/articles/${encodeURIComponent(articleId)}/comments`, { method: 'POST', body: input }),
    retry: false,
    onSuccess: (comment) => {
      updateComments(qc, articleId, (data) => {
        if (comment.parentId) {
          const pages = data.pages.map((page) => ({
            ...page,
            items: page.items.map((c) => (c.id === comment.parentId ? { ...c, replies: [...c.replies, comment] } : c)),
          }));
          return { ...data, pages };
        }
        // Oldest first: a new comment is last, once the last page is here; until then that page brings it.
        const last = data.pages.at(-1);
        if (!last || last.nextCursor) return data;
        return { ...data, pages: [...data.pages.slice(0, -1), { ...last, items: [...last.items, { ...comment, replies: [] }] }] };
      });
      refreshCounts(qc, articleId);
    },
  });
}

export function useEditComment(articleId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) =>
      api<ArticleComment>(`/api/comments/${encodeURIComponent(id)}`, { method: 'PATCH', body: { content } }),
    retry: false,
    onSuccess: (comment) =>
      updateComments(qc, articleId, (data) => ({
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: mapAll(page.items, (c) => (c.id === comment.id ? { ...c, content: comment.content, updatedAt: comment.updatedAt } : c)),
        })),
      })),
  });
}

export function useDeleteComment(articleId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/comments/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    retry: false,
    onSuccess: (_answer, id) => {
      updateComments(qc, articleId, (data) => ({
        ...data,
        pages: data.pages.map((page) => ({ ...page, items: mapAll(page.items, (c) => (c.id === id ? null : c)) })),
      }));
      refreshCounts(qc, articleId);
    },
  });
}
