// Tells the player, once it happens, that their phone is too slow for the table's AI level: the
// offline AI is thinking less to keep the game moving (lib/offline/ai-pace.ts). It offers the
// lighter level that answers in time here, from the AI's next move on (a level changes no rule),
// or keeping the level as it is.
import { aiLevelInfo } from '@texas42/shared';
import { useState } from 'react';
import type { AiLevel } from '@texas42/shared';
import { Banner } from '../../../components/ui/banner/banner';
import { Button } from '../../../components/ui/button/button';
import type { GameClientMode, RoomDocument } from '../../../lib/game-client';
import { useSetAiLevel } from '../api/set-ai-level';
import { useAiPace } from '../hooks/use-ai-pace';

export type AiPaceNoticeProps = {
  readonly mode: GameClientMode;
  readonly roomId: string;
  readonly room: RoomDocument;
  /** Only the host may change the level. */
  readonly isHost: boolean;
};

/** What the lighter level does better on this phone, in a player's words. */
const lighterWords = (lighter: AiLevel): string =>
  lighter === 'heuristic'
    ? 'does not think ahead, so it answers at once'
    : 'thinks its full amount here and answers faster';

/** "Your phone is slow for the Expert … · Play Medium · Keep Expert" while the table's level is
 * cut on this device and the host has not chosen to keep it; nothing otherwise. */
export function AiPaceNotice({ mode, roomId, room, isHost }: AiPaceNoticeProps) {
  const paces = useAiPace(mode, roomId);
  const setLevel = useSetAiLevel(mode, roomId);
  const [kept, setKept] = useState<AiLevel | null>(null);
  const level = aiLevelInfo(room.lobby.aiLevel);
  const lighter = paces.get(level.player);
  if (!isHost || room.status !== 'playing' || lighter === undefined || kept === level.player) return null;
  const { label } = level;
  const lighterLabel = aiLevelInfo(lighter).label;
  return (
    <Banner label={`Your phone is slow for the ${label}`}>
      <span>
        Your phone is slow for the {label}: it is thinking less to keep the game moving. {lighterLabel}{' '}
        {lighterWords(lighter)}.
      </span>
      <Button pending={setLevel.isPending} onClick={() => setLevel.mutate(lighter)}>
        Play {lighterLabel}
      </Button>
      <Button variant="ghost" onClick={() => setKept(level.player)}>
        Keep {label}
      </Button>
    </Banner>
  );
}
