// Opening a replay link: the codec reads the game, and the replay takes only a game that is over.
// A link written today ends with a check, so the codec refuses one cut short (a message app that
// breaks long lines, a half-copied address) or mistyped. Links of the first format carry no
// check, and a cut one often still reads as a game, just a shorter one that stops part way: such
// a game is not shown as if it were the one played, the person is told the link is damaged.
import { ALL_AGREED, decodeGame } from '@texas42/shared';
import type { CodecErrorCode, GameState } from '@texas42/shared';
import { replaySteps } from './replay-steps';
import type { ReplayTimeline } from './replay-steps';

/** Over: the engine's game over, or a short game's last hand scored by every seat's Next (the
 * room ends a single-hand table there). */
const isFinished = (state: GameState): boolean =>
  state.phase === 'game-over' || (state.phase === 'hand-complete' && state.agreed === ALL_AGREED);

/** The steps of the game a link holds, or why it does not open (a code of the codec's). */
export function openReplay(link: string): ReplayTimeline | CodecErrorCode {
  const record = decodeGame(link);
  if (!record.ok) return record.error.code;
  const timeline = replaySteps(record.value);
  // A link that decodes is a legal game, so the first refusal is a guard, not a path a person meets.
  if (!timeline.ok || !isFinished(timeline.value.end)) return 'codec/malformed';
  return timeline.value;
}
