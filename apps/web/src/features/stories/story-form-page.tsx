import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { fullName } from '@prosper/shared/rules/full-name';
import { STORY_CONTENT_MAX, STORY_TITLE_MAX, type Story, storyInputSchema } from '@prosper/shared/schemas/story';
import { MediaInsertButton, useMediaInsert } from '../../components/markdown/media-insert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field, Input, Select, Textarea } from '../../components/ui/field.tsx';
import { type CoverImage, ImagePicker, NO_IMAGE } from '../../components/ui/image-picker.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { nameableMentorsQuery, storyQuery, useSaveStory, useUploadStoryImage } from './api/stories.ts';

type Errors = Partial<Record<'title' | 'content' | 'mentorId', string>>;

/** /stories/new (optionally `?title=`, as goals link here) and /stories/{id}/edit: the author's form. */
export default function StoryFormPage() {
  const { t } = useTranslation();
  const { storyId } = useParams();
  const story = useQuery({ ...storyQuery(storyId ?? ''), enabled: Boolean(storyId) });
  usePageTitle(storyId ? t('stories.editTitle') : t('stories.newTitle'));
  if (storyId && story.isPending) return <Spinner label={t('app.loading')} />;
  if (storyId && story.isError) {
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center">
        {story.error.message}
      </p>
    );
  }
  return <StoryForm key={storyId ?? 'new'} story={story.data ?? null} />;
}

function StoryForm({ story }: { story: Story | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const mentors = useQuery(nameableMentorsQuery);
  const save = useSaveStory(story?.id ?? null);
  const upload = useUploadStoryImage();
  const [title, setTitle] = useState(story?.title ?? params.get('title')?.slice(0, STORY_TITLE_MAX) ?? '');
  const [content, setContent] = useState(story?.content ?? '');
  const [mentorId, setMentorId] = useState(story?.mentor?.member.id ?? '');
  const [image, setImage] = useState<CoverImage>(story?.imageUrl ? { file: null, imageUrl: story.imageUrl } : NO_IMAGE);
  const [errors, setErrors] = useState<Errors>({});
  const titleInput = useRef<HTMLInputElement>(null);
  const body = useRef<HTMLTextAreaElement>(null);
  const media = useMediaInsert((markdown) =>
    setContent((before) => `${before}${before && !before.endsWith('\n') ? '\n\n' : ''}${markdown}\n`),
  );
  // The named mentor stays a choice on edit, even if they are no longer in the list.
  const choices = [...(mentors.data ?? [])];
  if (story?.mentor && !choices.some((m) => m.id === story.mentor?.member.id)) choices.push(story.mentor.member);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = storyInputSchema.safeParse({ title, content, mentorId: mentorId || null });
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(found);
      (found.title ? titleInput.current : body.current)?.focus();
      return;
    }
    setErrors({});
    try {
      const imageUrl = image.file ? (await upload.mutateAsync(image.file)).imageUrl : image.imageUrl;
      const saved = await save.mutateAsync({ ...checked.data, imageUrl });
      toast.success(story ? t('stories.updated') : t('stories.created'));
      navigate(paths.story(saved.id));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields as Errors);
      toast.error(t('stories.failed'), { description: (error as Error).message });
    }
  };
  const busy = save.isPending || upload.isPending;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold text-brand-900">{story ? t('stories.editTitle') : t('stories.newTitle')}</h1>
      <form onSubmit={submit} noValidate className="mt-6 space-y-5 rounded-xl border border-stone-200 bg-white p-6">
        <Field label={t('stories.title')} error={errors.title}>
          {({ control }) => (
            <Input
              {...control}
              ref={titleInput}
              maxLength={STORY_TITLE_MAX}
              placeholder={t('stories.titlePlaceholder')}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('stories.content')} hint={t('stories.contentHint')} error={errors.content ?? media.problem ?? undefined}>
          {({ control }) => (
            <Textarea
              {...control}
              ref={body}
              rows={12}
              maxLength={STORY_CONTENT_MAX}
              value={content}
              onChange={(e) => setContent(e.target.value)}
              onDrop={media.onDrop}
            />
          )}
        </Field>
        <MediaInsertButton onFiles={media.add} disabled={busy || media.uploading} />
        <div>
          <p className="mb-1 text-sm font-medium text-stone-800">{t('stories.cover')}</p>
          <ImagePicker value={image} onChange={setImage} disabled={busy} />
        </div>
        <Field label={t('stories.mentor')} hint={t('stories.mentorHint')} error={errors.mentorId}>
          {({ control }) => (
            <Select {...control} value={mentorId} onChange={(e) => setMentorId(e.target.value)}>
              <option value="">{t('stories.noMentor')}</option>
              {choices.map((m) => (
                <option key={m.id} value={m.id}>
                  {fullName(m)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" disabled={busy || media.uploading}>
          {busy ? t('stories.publishing') : story ? t('stories.saveChanges') : t('stories.publish')}
        </Button>
      </form>
    </div>
  );
}
