import { Check } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { countWords } from '@prosper/shared/rules/reading-time';
import { ARTICLE_TITLE_MAX, type Article, type ArticleDraft, articleInputSchema } from '@prosper/shared/schemas/article';
import { lazyPart } from '../../../lib/lazy-part.ts';
import { paths } from '../../../lib/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, inputClass } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TagList } from '../../../components/ui/tag-list.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useGoBack } from '../../../lib/use-go-back.ts';
import { useCreateArticle, useUpdateArticle, useUploadArticleImage } from '../api/articles.ts';
import { type CoverImage, ImagePicker, NO_IMAGE } from '../../../components/ui/image-picker.tsx';
import { MediaInsertButton, useMediaInsert } from '../../../components/markdown/media-insert.tsx';
import { useDraftAutosave } from './use-draft-autosave.ts';
import { listMessage, serverFieldMessages, setFieldErrors } from '../../../lib/form-errors.ts';
import { useCommunityTag } from '../../../lib/communities.ts';
import { CommunityPicker } from '../../../components/ui/community-picker.tsx';

const MarkdownView = lazyPart(() => import('../../../components/markdown/markdown.tsx'));
/** The preview's code, fetched as the pointer or the focus nears its tab. */
const warmPreview = () => void MarkdownView.preload().catch(() => undefined);

type Values = { title: string; content: string; tags: string[] };
const EMPTY: Values = { title: '', content: '', tags: [] };
const FIELDS = ['title', 'content', 'tags'] as const;
/** What the form itself checks; the cover is stored first and checked by the server. */
const formSchema = articleInputSchema.omit({ imageUrl: true }).required({ tags: true });
type Submitted = ReturnType<typeof formSchema.parse>;

type Props = { mode: 'create'; draft: ArticleDraft | null } | { mode: 'edit'; article: Article };

/**
 * The Create Article form of SPEC §2, which also edits a published article. Title; Markdown content
 * with Edit/Preview and live word and character counts; an optional cover; tags. Checked by the
 * schema the server uses; each error clears as its field is edited. Publishing stores the image
 * first, then the article (SPEC §4). While creating, the draft is kept as the member types.
 */
export function ArticleForm(props: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack(paths.dashboard);
  const editing = props.mode === 'edit' ? props.article : null;
  const initial = props.mode === 'edit' ? props.article : props.draft;
  const { register, handleSubmit, control, setError, clearErrors, setFocus, formState, watch, getValues, setValue } = useForm<
    Values,
    unknown,
    Submitted
  >({
    resolver: zodResolver(formSchema),
    defaultValues: initial ? { title: initial.title, content: initial.content, tags: initial.tags } : EMPTY,
    // Each error stays until its field is edited, and the focus moves once the Edit tab shows.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const errors = formState.errors;
  const [image, setImage] = useState<CoverImage>({ file: null, imageUrl: initial?.imageUrl ?? null });
  const [tab, setTab] = useState('edit');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useUploadArticleImage();
  const create = useCreateArticle();
  const update = useUpdateArticle(editing?.id ?? '');
  const community = useCommunityTag(editing?.id);
  // The article is saved by now: a refused tag is told, and the author still sees their article.
  const tagCommunity = (id: string) =>
    community.save(id).catch((error: unknown) => {
      toast.error(t('networks.tagFailed', { message: error instanceof Error ? error.message : String(error) }));
    });

  const values = watch();
  const draft = useDraftAutosave({
    enabled: !editing,
    current: { title: values.title, content: values.content, tags: values.tags, imageUrl: image.imageUrl },
    initial: props.mode === 'create' && props.draft ? props.draft : null,
  });

  const field = (name: 'title' | 'content') => register(name, { onChange: () => clearErrors(name) });
  const contentBox = useRef<HTMLTextAreaElement | null>(null);
  const contentField = field('content');
  // An uploaded photo or video goes in at the cursor, on a line of its own.
  const media = useMediaInsert((markdown) => {
    const content = getValues('content');
    const at = contentBox.current?.selectionEnd ?? content.length;
    const before = content.slice(0, at);
    const inserted = `${before && !before.endsWith('\n') ? '\n\n' : ''}${markdown}\n`;
    setValue('content', `${before}${inserted}${content.slice(at)}`, { shouldDirty: true });
    clearErrors('content');
  });
  const words = countWords(values.content);

  const onInvalid = (invalid: FieldErrors<Values>) => {
    setFailure(null);
    if (invalid.content) setTab('edit');
    const first = FIELDS.find((name) => invalid[name]);
    // After the Edit tab shows again, so the content box can take the focus.
    if (first && first !== 'tags') requestAnimationFrame(() => setFocus(first));
  };

  const onSubmit = async (submitted: Submitted) => {
    if (busy) return;
    setFailure(null);
    setBusy(true);
    await draft.pause();
    try {
      let imageUrl = image.imageUrl;
      if (image.file && !imageUrl) {
        try {
          imageUrl = (await upload.mutateAsync(image.file)).imageUrl;
          setImage({ file: null, imageUrl });
        } catch {
          toast.error(t('articles.imageUploadFailed'));
          setImage(NO_IMAGE);
          return;
        }
      }
      const input = { ...submitted, imageUrl };
      if (editing) {
        await update.mutateAsync(input);
        await tagCommunity(editing.id);
        toast.success(t('articles.updated'));
        await navigate(paths.viewPost(editing.id));
        return;
      }
      const article = await create.mutateAsync(input);
      draft.published({ ...EMPTY, imageUrl: null });
      await tagCommunity(article.id);
      toast.success(t('articles.created'));
      // To the published post, as after an edit: an emptied form looked as if nothing had happened.
      await navigate(paths.viewPost(article.id));
    } catch (error) {
      setFieldErrors(setError, serverFieldMessages(error), FIELDS);
      setFailure(
        error instanceof ApiError && error.message ? error.message : t(editing ? 'articles.failedToUpdate' : 'articles.failedToCreate'),
      );
    } finally {
      draft.resume();
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={handleSubmit(onSubmit, onInvalid)}
      noValidate
      aria-busy={busy}
      className="space-y-6 rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <Field
        label={t('articles.title')}
        error={errors.title?.message}
        hint={t('articles.titleCount', { chars: String(values.title.length), max: String(ARTICLE_TITLE_MAX) })}
      >
        {({ id, describedBy }) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            aria-invalid={errors.title ? true : undefined}
            placeholder={t('articles.titlePlaceholder')}
            {...field('title')}
          />
        )}
      </Field>

      <Tabs value={tab} onValueChange={setTab}>
        <Field label={t('articles.content')} error={errors.content?.message}>
          {({ id, describedBy }) => (
            <>
              <TabsList className="w-full max-w-60" aria-label={t('articles.contentView')}>
                <TabsTrigger value="edit">{t('articles.edit')}</TabsTrigger>
                {/* The renderer is fetched as soon as the member heads for Preview. */}
                <TabsTrigger value="preview" onPointerEnter={warmPreview} onFocus={warmPreview}>
                  {t('articles.preview')}
                </TabsTrigger>
              </TabsList>
              <TabsContent value="edit" forceMount className="data-[state=inactive]:hidden">
                <div className="mb-2 flex flex-wrap items-center gap-2">
                  <MediaInsertButton onFiles={media.add} disabled={busy} />
                  <p role="status" className="text-sm text-stone-700">
                    {media.uploading && t('media.uploading')}
                  </p>
                </div>
                {media.problem && (
                  <p role="alert" className="mb-2 text-sm text-red-700">
                    {media.problem}
                  </p>
                )}
                <textarea
                  id={id}
                  rows={12}
                  className={`${inputClass} font-mono`}
                  placeholder={t('articles.contentPlaceholder')}
                  aria-describedby={[describedBy, `${id}-counts`, `${id}-md`].filter(Boolean).join(' ')}
                  aria-invalid={errors.content ? true : undefined}
                  onDrop={media.onDrop}
                  {...contentField}
                  ref={(element) => {
                    contentField.ref(element);
                    contentBox.current = element;
                  }}
                />
                <p id={`${id}-md`} className="mt-1 text-xs text-stone-600">
                  {t('articles.markdownHint')}
                </p>
              </TabsContent>
              <TabsContent value="preview" className="min-h-72 rounded-md border border-stone-300 px-4 py-3">
                {values.content.trim() ? (
                  <Suspense fallback={<Spinner label={t('app.loading')} />}>
                    <MarkdownView content={values.content} />
                  </Suspense>
                ) : (
                  <p className="text-stone-600">{t('articles.nothingToPreview')}</p>
                )}
              </TabsContent>
              <p id={`${id}-counts`} className="mt-1 text-xs text-stone-600">
                {t('articles.wordCount', { count: words })} · {t('articles.charCount', { count: values.content.length })}
              </p>
            </>
          )}
        </Field>
      </Tabs>

      <ImagePicker value={image} onChange={setImage} disabled={busy} />

      <Controller
        control={control}
        name="tags"
        render={({ field: f }) => (
          <TagList
            label={t('articles.tagsLabel')}
            tags={f.value}
            onChange={(tags) => {
              f.onChange(tags);
              clearErrors('tags');
            }}
            onRemoved={() => toast(t('articles.tagRemoved'))}
          />
        )}
      />
      {errors.tags && <p className="text-sm text-red-700">{listMessage(errors.tags)}</p>}

      <CommunityPicker tag={community} disabled={busy} />

      {failure && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      )}

      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-stone-200 pt-4">
        <p role="status" className="mr-auto flex items-center gap-1 text-sm font-medium text-brand-800">
          {draft.savedShown && (
            <>
              <Check aria-hidden="true" className="size-4" />
              {t('articles.draftSaved')}
            </>
          )}
        </p>
        <Button variant="secondary" onClick={goBack}>
          {t('articles.cancel')}
        </Button>
        {!editing && (
          <Button variant="secondary" onClick={() => void draft.saveNow()} disabled={busy}>
            {t('articles.saveDraft')}
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          {editing
            ? busy
              ? t('articles.savingChanges')
              : t('articles.saveChanges')
            : busy
              ? t('articles.publishing')
              : t('articles.publish')}
        </Button>
      </div>
    </form>
  );
}
