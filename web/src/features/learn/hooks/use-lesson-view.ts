// The student's view of a lesson's table, kept live while the lesson's screen shows it. A lesson
// needs the view alone (no lobby, no presence, no move shown before the table answers), so it
// listens to the client directly rather than through the room screens' query cache.
import { useEffect, useState } from 'react';
import type { GameClientError, ViewDocument } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

/** The latest view of the lesson's table, and why it could not be read, if it could not. */
export function useLessonView(roomId: string): {
  readonly view: ViewDocument | undefined;
  readonly error: GameClientError | null;
} {
  const client = useGameClient('offline');
  const [view, setView] = useState<ViewDocument>();
  const [error, setError] = useState<GameClientError | null>(null);
  useEffect(
    () =>
      client.subscribeView(
        roomId,
        (next) => {
          setView(next);
          setError(null);
        },
        setError,
      ),
    [client, roomId],
  );
  return { view, error };
}
