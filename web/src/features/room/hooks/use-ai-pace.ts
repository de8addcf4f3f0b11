// Which AI levels this device thinks less at: the offline worker cuts a level's thinking when a
// decision takes longer than a phone should wait (lib/offline/ai-pace.ts) and says so; online the
// AI thinks on the server, so nothing is ever cut there.
import { useEffect, useState } from 'react';
import type { AiPaces, GameClientMode } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

const NONE: AiPaces = new Map();

/** The levels cut on this device, each with the lighter level that answers in time here. */
export function useAiPace(mode: GameClientMode, roomId: string): AiPaces {
  const client = useGameClient(mode);
  const [paces, setPaces] = useState<AiPaces>(NONE);
  useEffect(() => client.subscribePace(roomId, setPaces, () => {}), [client, roomId]);
  return paces;
}
