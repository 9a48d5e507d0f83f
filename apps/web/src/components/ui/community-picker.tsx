import { useTranslation } from 'react-i18next';
import type { CommunityTag } from '../../lib/communities.ts';
import { Field, Select } from './field.tsx';

/**
 * The article form's labelled select of the author's communities (issue 17), "No community" first.
 * An author in no community, with an article in none, has nothing to choose and sees nothing.
 */
export function CommunityPicker({ tag, disabled }: { tag: CommunityTag; disabled?: boolean }) {
  const { t } = useTranslation();
  if (!tag.ready || (tag.communities.length === 0 && tag.slug === null)) return null;
  // A community the author has left (or that was archived) still names the article until changed.
  const gone = tag.slug !== null && !tag.communities.some((c) => c.slug === tag.slug);
  return (
    <Field label={t('networks.articleCommunity')} hint={t('networks.articleCommunityHint')} className="max-w-md">
      {({ control }) => (
        <Select {...control} value={tag.slug ?? ''} disabled={disabled} onChange={(e) => tag.pick(e.target.value || null)}>
          <option value="">{t('networks.noCommunity')}</option>
          {gone && <option value={tag.slug ?? ''}>{tag.slug}</option>}
          {tag.communities.map((c) => (
            <option key={c.id} value={c.slug}>
              {c.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
