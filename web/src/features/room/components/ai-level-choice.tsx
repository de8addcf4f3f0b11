// How strong the table's AI seats play, in the table menu: the host may change it during the
// game (from the AI's next move on); everyone else reads it. When this phone is too slow for the
// level, the menu says that it thinks less here (hooks/use-ai-pace.ts).
import { AI_LEVELS, aiLevelInfo } from '@texas42/shared';
import type { AiLevel } from '@texas42/shared';
import { useId } from 'react';
import type { GameClientMode, RoomDocument } from '../../../lib/game-client';
import { useSetAiLevel } from '../api/set-ai-level';
import { useAiPace } from '../hooks/use-ai-pace';
import styles from '../../../components/ui/sheet/table-menu.module.css';

export type AiLevelChoiceProps = {
  readonly mode: GameClientMode;
  readonly roomId: string;
  readonly room: RoomDocument;
  readonly isHost: boolean;
};

/** The AI's level: a select for the host, a line for the others. */
export function AiLevelChoice({ mode, roomId, room, isHost }: AiLevelChoiceProps) {
  const id = useId();
  const setLevel = useSetAiLevel(mode, roomId);
  const level = aiLevelInfo(room.lobby.aiLevel);
  const lighter = useAiPace(mode, roomId).get(level.player);
  const paced = lighter !== undefined && (
    <p className={styles.note}>
      On this phone the {level.label} thinks less to keep the game moving; {aiLevelInfo(lighter).label}{' '}
      answers in time.
    </p>
  );
  if (!isHost)
    return (
      <p className={styles.note}>
        AI players: {level.label}. {level.description}.
      </p>
    );
  return (
    <div className={styles.level}>
      <label htmlFor={id}>AI players</label>
      <select
        id={id}
        value={level.player}
        // Refuses a change while the last is on its way, keeping focus (rules-panel.tsx says why).
        aria-disabled={setLevel.isPending}
        onChange={(event) => !setLevel.isPending && setLevel.mutate(event.target.value as AiLevel)}
      >
        {AI_LEVELS.map(({ player, label }) => (
          <option key={player} value={player}>
            {label}
          </option>
        ))}
      </select>
      <p className={styles.note}>{level.description}.</p>
      {paced}
    </div>
  );
}
