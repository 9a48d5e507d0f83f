import { useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '../../../lib/use-realtime.ts';
import { programKeys } from './keys.ts';

/**
 * While a program page is open, its announcements and standing come in live: each arrives as the
 * member's own notification over the socket, naming the program in its data.
 */
export function useLivePrograms(programId: string, enabled: boolean) {
  const qc = useQueryClient();
  useRealtime(
    'notifications',
    {
      onEvent: (event) => {
        if (event.type !== 'insert' && event.type !== 'insert_quiet') return;
        const data = event.payload.data;
        if (!data || data.program_id !== programId) return;
        void qc.invalidateQueries({ queryKey: programKeys.announcements(programId) });
        void qc.invalidateQueries({ queryKey: programKeys.detail(programId) });
      },
      onResync: () => void qc.invalidateQueries({ queryKey: programKeys.announcements(programId) }),
    },
    enabled,
  );
}
