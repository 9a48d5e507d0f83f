import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Article, ArticleCard } from '@prosper/shared/schemas/article';
import type { Page } from '@prosper/shared/schemas/member';
import { articleKeys } from './keys.ts';

/**
 * Changes to the cached cards and articles, shared by the mutations and the live feed: a like, a
 * save or an edit shows in every list and on the post page at once.
 */

export type CardPages = InfiniteData<Page<ArticleCard>, string>;

/** The fields a card shares with the whole article, so an edited article updates its cards. */
export function toCard(article: Article): ArticleCard {
  const { content: _content, updatedAt: _updatedAt, ...card } = article;
  return card;
}

function mapLists(qc: QueryClient, change: (items: ArticleCard[]) => ArticleCard[]) {
  for (const [key, data] of qc.getQueriesData<CardPages>({ queryKey: articleKeys.lists })) {
    if (!data) continue;
    qc.setQueryData<CardPages>(key, {
      ...data,
      pages: data.pages.map((page) => ({ ...page, items: change(page.items) })),
    });
  }
}

/** Changes one article wherever it is cached: every list that shows it and its post page. */
export function patchArticle(qc: QueryClient, id: string, change: (card: ArticleCard) => Partial<ArticleCard>) {
  mapLists(qc, (items) => items.map((card) => (card.id === id ? { ...card, ...change(card) } : card)));
  qc.setQueryData<Article>(articleKeys.detail(id), (article) => (article ? { ...article, ...change(article) } : article));
}

/** The article as cached anywhere, for undoing an optimistic change. */
export function cachedCard(qc: QueryClient, id: string): ArticleCard | undefined {
  const detail = qc.getQueryData<Article>(articleKeys.detail(id));
  if (detail) return detail;
  for (const [, data] of qc.getQueriesData<CardPages>({ queryKey: articleKeys.lists })) {
    for (const page of data?.pages ?? []) {
      const found = page.items.find((card) => card.id === id);
      if (found) return found;
    }
  }
  return undefined;
}

/** A new article on top of the loaded feed of everyone's articles, unless it is there already (SPEC §4). */
export function prependToFeed(qc: QueryClient, card: ArticleCard) {
  qc.setQueryData<CardPages>(articleKeys.feed('all'), (data) => {
    if (!data || data.pages.some((page) => page.items.some((item) => item.id === card.id))) return data;
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first!, items: [card, ...(first?.items ?? [])] }, ...rest] };
  });
}

/** Takes a deleted article out of every list and forgets its page and comments. */
export function removeArticle(qc: QueryClient, id: string) {
  mapLists(qc, (items) => items.filter((card) => card.id !== id));
  qc.removeQueries({ queryKey: articleKeys.detail(id) });
  qc.removeQueries({ queryKey: articleKeys.comments(id) });
}
