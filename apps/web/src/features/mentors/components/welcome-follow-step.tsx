import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { fullName } from '@prosper/shared/rules/full-name';
import type { Suggestion } from '@prosper/shared/schemas/mentor-search';
import { Button } from '../../../components/ui/button.tsx';
import { MemberLine } from '../../../components/ui/member-line.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { api } from '../../../lib/api-client.ts';
import type { WelcomeStepProps } from '../../../lib/welcome-step.ts';
import { useSuggestions } from '../api/suggestions.ts';

const SHOWN = 3;

/** Follows or unfollows one suggested member, as their profile's Follow button does. */
function useFollowSuggested() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, following }: { id: string; following: boolean }) =>
      api<unknown>(`/api/profiles/${encodeURIComponent(id)}/follow`, { method: following ? 'PUT' : 'DELETE' }),
    retry: false,
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['profiles'] }),
  });
}

/** The welcome's last step (decision 039): three suggested people, each one tap from being followed. */
export function WelcomeFollowStep({ formId, onSaved }: WelcomeStepProps) {
  const { t } = useTranslation();
  const id = useId();
  const suggestions = useSuggestions();
  const follow = useFollowSuggested();
  const [followed, setFollowed] = useState<ReadonlySet<string>>(new Set());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSaved();
  };
  const toggle = (m: Suggestion) => {
    const following = !followed.has(m.id);
    follow.mutate(
      { id: m.id, following },
      {
        onSuccess: () =>
          setFollowed((set) => {
            const next = new Set(set);
            if (following) next.add(m.id);
            else next.delete(m.id);
            return next;
          }),
        onError: () => toast.error(t('profile.followFailed')),
      },
    );
  };
  const people = suggestions.data?.items.slice(0, SHOWN) ?? [];
  return (
    <form id={formId} noValidate aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t('welcome.followTitle')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-stone-700">{t('welcome.followLead')}</p>
      {suggestions.isPending && <Spinner label={t('app.loading')} />}
      {suggestions.isSuccess && people.length === 0 && <p className="text-stone-700">{t('welcome.noSuggestions')}</p>}
      <ul className="space-y-3">
        {people.map((m) => {
          const on = followed.has(m.id);
          return (
            <li key={m.id} className="flex items-center gap-3">
              <MemberLine
                member={m}
                size={48}
                className="min-w-0 flex-1"
                name={<p className="font-medium wrap-anywhere">{fullName(m)}</p>}
                subtitle={m.title && <p className="text-sm wrap-anywhere text-stone-700">{m.title}</p>}
              />
              <Button variant={on ? 'secondary' : 'primary'} aria-pressed={on} disabled={follow.isPending} onClick={() => toggle(m)}>
                {t('welcome.follow')}
                <span className="sr-only"> {fullName(m)}</span>
              </Button>
            </li>
          );
        })}
      </ul>
    </form>
  );
}
