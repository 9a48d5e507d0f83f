import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { COMMUNITY_DESCRIPTION_MAX, COMMUNITY_NAME_MAX } from '@prosper/shared/constants/networks';
import { slugFromName } from '@prosper/shared/rules/community-slug';
import { type Community, type CommunityBody, communityBodySchema } from '@prosper/shared/schemas/network';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, Input, Textarea } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { serverFieldMessages, showFieldErrors } from '../../../lib/form-errors.ts';
import { useSaveCommunity } from '../api/networks.ts';

const FIELDS = ['name', 'slug', 'description'] as const;

type Props = { open: boolean; onOpenChange: (open: boolean) => void; community?: Community };

/**
 * An admin's form for a community: a new one, or the one given to edit. While creating, the
 * address follows the name until the admin writes one of their own.
 */
export function CommunityFormDialog({ open, onOpenChange, community }: Props) {
  const { t } = useTranslation();
  const save = useSaveCommunity();
  const [failure, setFailure] = useState<string>();
  const [slugTouched, setSlugTouched] = useState(community !== undefined);
  const form = useForm<CommunityBody>({
    resolver: zodResolver(communityBodySchema),
    defaultValues: { name: '', slug: '', description: '' },
    // Editing: the community as it now stands, kept current when the lists are fetched again.
    values: community && { name: community.name, slug: community.slug, description: community.description },
    reValidateMode: 'onSubmit',
  });
  const errors = form.formState.errors;
  const field = (name: (typeof FIELDS)[number]) =>
    form.register(name, {
      onChange: (e: { target: { value: string } }) => {
        form.clearErrors(name);
        if (name === 'slug') setSlugTouched(true);
        if (name === 'name' && !slugTouched) form.setValue('slug', slugFromName(e.target.value));
      },
    });

  const submit = form.handleSubmit((body) => {
    setFailure(undefined);
    save.mutate(
      { slug: community?.slug, body },
      {
        onSuccess: (saved) => {
          toast.success(community ? t('networks.saved') : t('networks.created', { name: saved.name }));
          onOpenChange(false);
          if (!community) {
            form.reset();
            setSlugTouched(false);
          }
        },
        onError: (error) => {
          const shown = showFieldErrors(form, serverFieldMessages(error), FIELDS);
          if (!shown) setFailure(error instanceof ApiError ? error.message : String(error));
        },
      },
    );
  });

  return (
    <Dialog
      title={community ? t('networks.editCommunityTitle') : t('networks.newCommunity')}
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('app.close')}
      wide
    >
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <Field label={t('networks.communityName')} error={errors.name?.message}>
          {({ control }) => <Input {...control} maxLength={COMMUNITY_NAME_MAX} {...field('name')} />}
        </Field>
        <Field label={t('networks.communitySlug')} hint={t('networks.communitySlugHint')} error={errors.slug?.message}>
          {({ control }) => <Input {...control} autoCapitalize="none" spellCheck={false} {...field('slug')} />}
        </Field>
        <Field label={t('networks.communityDescription')} error={errors.description?.message}>
          {({ control }) => <Textarea {...control} rows={5} maxLength={COMMUNITY_DESCRIPTION_MAX} {...field('description')} />}
        </Field>
        {failure && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {failure}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            {community ? t('networks.save') : t('networks.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
