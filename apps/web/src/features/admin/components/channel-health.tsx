import { useTranslation } from 'react-i18next';
import type { ChannelHealth as Figures } from '@prosper/shared/schemas/channel-health';
import { useAdminChannelHealth } from '../api/health.ts';
import { LoadState } from './load-state.tsx';

const COLUMNS = ['sends', 'sent', 'failures', 'unknown', 'optedOut'] as const;
const th = 'px-3 py-2 text-left font-medium text-stone-700';
const td = 'px-3 py-2 text-stone-900';
const region = 'overflow-x-auto rounded-xl border border-stone-200 bg-white';

/**
 * The Health page's notification channels (issue 28, item 7): sends, failures and opt-outs per
 * channel over 7 days, and the day's texts against SMS_DAILY_CAP.
 */
export function ChannelHealth() {
  const { t } = useTranslation();
  const health = useAdminChannelHealth();
  return (
    <div className="space-y-2">
      <h3 className="text-lg font-semibold">{t('admin.health.channelsTitle')}</h3>
      <p className="text-sm text-stone-700">{t('admin.health.channelsLead')}</p>
      <LoadState pending={health.isPending} failed={health.isError}>
        {() =>
          health.data && (
            <>
              <ChannelTable rows={health.data.channels} />
              <p className="text-sm text-stone-900">
                {t('admin.health.textsToday', { count: health.data.textsToday, cap: health.data.smsDailyCap })}
              </p>
            </>
          )
        }
      </LoadState>
    </div>
  );
}

/** One row per channel; wider than a phone, it scrolls inside its own focusable region. */
function ChannelTable({ rows }: { rows: Figures['channels'] }) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled with the keyboard (WCAG 2.1.1).
    <section aria-label={t('admin.health.channelsTitle')} tabIndex={0} className={region}>
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-stone-200">
            <th scope="col" className={th}>
              {t('admin.health.channel')}
            </th>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className={th}>
                {t(`admin.health.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.channel} className="border-b border-stone-100 last:border-0">
              <th scope="row" className={`${td} font-normal`}>
                {t(`admin.health.channels.${row.channel}`)}
              </th>
              {COLUMNS.map((c) => (
                <td key={c} className={td}>
                  {row[c]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
