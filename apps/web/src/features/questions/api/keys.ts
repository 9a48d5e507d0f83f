/** The questions area's only query keys. */
export const questionKeys = {
  all: ['questions'] as const,
  lists: ['questions', 'list'] as const,
  list: (search: string) => ['questions', 'list', search] as const,
  detail: (id: string) => ['questions', 'detail', id] as const,
  answers: (id: string) => ['questions', 'answers', id] as const,
};
