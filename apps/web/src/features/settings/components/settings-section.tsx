import type { UseQueryResult } from '@tanstack/react-query';
import { createContext, type ReactNode, use } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** Whether the section was opened on its own page: its heading is then where the page starts (decision 025). */
export const OpenedSection = createContext(false);

/**
 * A section of the settings with its heading and what it is about; its rows once its settings are
 * read, a spinner meanwhile, and an alert if they cannot be.
 */
export function SettingsSection<T>({
  title,
  lead,
  query,
  children,
}: {
  title: string;
  lead: string;
  query?: UseQueryResult<T>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const opened = use(OpenedSection);
  return (
    <section aria-labelledby="settings-section-title" className="rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
      <h2 id="settings-section-title" data-page-focus={opened || undefined} className="text-xl font-semibold text-stone-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{lead}</p>
      {query?.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {t('settings.loadFailed')}
        </p>
      ) : query && !query.data ? (
        <Spinner label={t('app.loading')} />
      ) : (
        <div className="mt-4 space-y-6">{children}</div>
      )}
    </section>
  );
}

/** A group of rows within a section, under its own small heading. */
export function SettingsGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="text-sm font-semibold tracking-wide text-stone-800 uppercase">{title}</h3>
      <div className="divide-y divide-stone-200">{children}</div>
    </div>
  );
}
