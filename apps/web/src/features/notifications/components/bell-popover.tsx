import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { badgeText } from '@prosper/shared/rules/badge';

export type PanelProps = { close: () => void; headingId: string };

/** The bell button with its badge, and the dropdown it opens. */
export function BellPopover({
  count,
  max,
  triggerRef,
  children,
}: {
  count: number | undefined;
  max: number;
  triggerRef?: Ref<HTMLButtonElement>;
  children: (props: PanelProps) => ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const badge = badgeText(count ?? 0, max);
  const label = badge ? t('notifications.bellWithCount', { count: count ?? 0, replace: { count: badge } }) : t('notifications.bell');
  const announcement = useArrivalAnnouncement(count, label);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        ref={triggerRef}
        aria-label={label}
        className="relative inline-flex size-10 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100 data-[state=open]:bg-stone-100"
      >
        <Bell aria-hidden="true" className="size-5" />
        {badge && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute top-0.5 right-0 min-w-5 rounded-full bg-red-700 px-1 text-center text-[11px] leading-5 font-semibold text-white"
          >
            {badge}
          </span>
        )}
      </Popover.Trigger>
      <span role="status" className="sr-only">
        {announcement}
      </span>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-labelledby={headingId}
          className="z-50 flex max-h-[var(--radix-popover-content-available-height)] w-[calc(100vw-1rem)] max-w-sm flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-lg"
        >
          {children({ close: () => setOpen(false), headingId })}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** Says the new count to screen readers when it rises, not when the page opens with it. */
function useArrivalAnnouncement(count: number | undefined, label: string): string {
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(count);
  useEffect(() => {
    if (count !== undefined && previous.current !== undefined && count > previous.current) setAnnouncement(label);
    previous.current = count;
  }, [count, label]);
  return announcement;
}
