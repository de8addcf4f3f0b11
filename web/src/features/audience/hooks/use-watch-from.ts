// The side a watcher watches a table from, as React state kept on the device per room.
import type { Seat } from '@texas42/shared';
import { useCallback, useState } from 'react';
import { loadWatchFrom, saveWatchFrom } from '../watch-from';

/** The seat this device watches `roomId` from (null before a choice), and how to choose another. */
export function useWatchFrom(roomId: string): readonly [Seat | null, (seat: Seat) => void] {
  const [seat, setSeat] = useState(() => loadWatchFrom(roomId));
  const choose = useCallback(
    (next: Seat) => {
      saveWatchFrom(roomId, next);
      setSeat(next);
    },
    [roomId],
  );
  return [seat, choose] as const;
}
