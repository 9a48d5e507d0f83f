import { useMemo, useRef, useState } from 'react';
import { GENERAL_BADGE_MAX, MENTOR_BADGE_MAX } from '@prosper/shared/constants/notifications';
import type { Role } from '@prosper/shared/constants/sign-up-options';
import { groupNotifications } from '@prosper/shared/rules/notification-groups';
import type { MentorNotificationItem, NotificationItem } from '@prosper/shared/schemas/notification';
import { useClearNotifications } from '../api/mutations.ts';
import { useUnreadCount } from '../api/queries.ts';
import { generalStream, mentorStream } from '../api/streams.ts';
import { BellPanel } from './bell-panel.tsx';
import { BellPopover } from './bell-popover.tsx';
import { ConfirmClear } from './confirm-clear.tsx';
import { GeneralRow, MentorRow, type RowActions } from './rows.tsx';

/**
 * The bell of the navigation bar (SPEC §2): mentors get the mentor bell, everyone else the general
 * one; app/live-updates keeps both current. Loaded after the first paint, as its own chunk.
 */
export default function NotificationBell({ role }: { role: Role }) {
  return role === 'mentor' ? <MentorBell /> : <GeneralBell />;
}

function GeneralBell() {
  const count = useUnreadCount(generalStream);
  const clear = useClearNotifications();
  const [confirming, setConfirming] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <BellPopover count={count} max={GENERAL_BADGE_MAX} triggerRef={trigger}>
        {({ close, headingId }) => (
          <BellPanel
            stream={generalStream}
            headingId={headingId}
            close={close}
            hasUnread={(count ?? 0) > 0}
            rows={GeneralRows}
            onClearAll={() => {
              close();
              setConfirming(true);
            }}
          />
        )}
      </BellPopover>
      <ConfirmClear
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => clear.mutate()}
        onCloseAutoFocus={(event) => {
          // The dropdown that opened it is closed: back to the bell.
          event.preventDefault();
          trigger.current?.focus();
        }}
      />
    </>
  );
}

function MentorBell() {
  const count = useUnreadCount(mentorStream);
  return (
    <BellPopover count={count} max={MENTOR_BADGE_MAX}>
      {({ close, headingId }) => (
        <BellPanel stream={mentorStream} headingId={headingId} close={close} hasUnread={(count ?? 0) > 0} rows={MentorRows} />
      )}
    </BellPopover>
  );
}

/** General notifications fold into groups ("Amara and 9 others liked your post"). */
function GeneralRows({ items, ...actions }: { items: NotificationItem[] } & RowActions) {
  const groups = useMemo(() => groupNotifications(items), [items]);
  return groups.map((group) => <GeneralRow key={group.key} group={group} {...actions} />);
}

function MentorRows({ items, ...actions }: { items: MentorNotificationItem[] } & RowActions) {
  return items.map((item) => <MentorRow key={item.id} item={item} {...actions} />);
}
