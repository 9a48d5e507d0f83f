/** The form two tags are compared in: lower case, single spaces ("Data  Science" is "data science"). */
export function tagKey(tag: string): string {
  return tag.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Adds a tag typed by the member: trimmed, ignored when empty or already there in any case (SPEC §5). */
export function addTag(tags: readonly string[], typed: string): string[] {
  const tag = typed.trim().replace(/\s+/g, ' ');
  if (tag === '' || tags.some((t) => tagKey(t) === tagKey(tag))) return [...tags];
  return [...tags, tag];
}

/** A comma-separated list as its trimmed, non-empty, distinct items ("a, b,,c" → a, b, c). */
export function splitList(text: string): string[] {
  return text.split(',').reduce<string[]>((list, item) => addTag(list, item), []);
}
