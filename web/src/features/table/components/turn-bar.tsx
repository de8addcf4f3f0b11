// The line between the trick and the viewer's hand: the viewer's plate, what is happening now
// with the turn clock, and the one button that moves things on: "Play 6-4" once a tile is
// lifted, or "Next" while the table waits for everyone's agreement (with whom it waits for).
import type { Action } from '@texas42/shared';
import { dominoName } from '@texas42/shared';
import { Button } from '../../../components/ui/button/button';
import { dominoSpokenName } from '../../../lib/domino';
import type { TableConsensus, TablePlayer } from '../table-view-model';
import { seatSummary } from '../seat-summary';
import { hintLine } from './panel-hint';
import { SeatPlate } from './seat-plate';
import styles from './turn-bar.module.css';
import { TurnTimer } from '../../../components/ui/turn-timer/turn-timer';

export type TurnBarProps = {
  readonly self: TablePlayer;
  readonly isTurn: boolean;
  readonly isBidder: boolean;
  readonly prompt: string;
  /** The AI's advice for a play, at a table with hints on (a bid's or a trump's shows in its
   * panel: panel-hint.tsx). */
  readonly hint?: string | null;
  /** The advice for a play is still being worked out: a line says so in its place. */
  readonly hintComing?: boolean;
  readonly selected: number | null;
  readonly onPlay: () => void;
  readonly consensus: TableConsensus | null;
  readonly onAgree: (action: Action) => void;
  readonly deadline: number | null;
  readonly pending: boolean;
  /** The finished trick's pause (a comfort setting): Next shows but waits. */
  readonly held?: boolean;
  /** The viewer only watches: the plate is the bottom seat's player, not the viewer. */
  readonly watching?: boolean;
  readonly className?: string;
};

/** Own plate, the prompt, the clock and the action button. */
export function TurnBar(props: TurnBarProps) {
  const { self, isTurn, isBidder, prompt, selected, onPlay, consensus, onAgree, deadline, pending } = props;
  const watching = props.watching ?? false;
  const agree = consensus?.action ?? null;
  const waiting = consensus && !agree ? consensus.waiting : null;
  const line = hintLine(props.hint, props.hintComing);
  return (
    <section
      className={[styles.bar, props.className].filter(Boolean).join(' ')}
      data-turn={isTurn || agree !== null || undefined}
      aria-label={seatSummary(self, 'bottom', isTurn, consensus?.agreed.bottom, watching)}
    >
      <SeatPlate
        player={self}
        position="bottom"
        isTurn={isTurn}
        isBidder={isBidder}
        agreed={consensus?.agreed.bottom}
      />
      {/* Not live: the table's log says the prompt (use-announcer.ts). Focus waits here while
          it is not the viewer's move (use-table-focus.ts). */}
      <p className={styles.prompt} tabIndex={-1} data-focus-park>
        {prompt}
        {waiting && <span className={styles.waiting}>{waiting}</span>}
        {line !== null && <span className={styles.hint}>{line}</span>}
      </p>
      <TurnTimer deadline={deadline} />
      {selected !== null && (
        <Button
          className={styles.play}
          aria-label={`Play ${dominoSpokenName(selected)}`}
          pending={pending}
          onClick={onPlay}
        >
          Play {dominoName(selected)}
        </Button>
      )}
      {agree !== null && (
        <Button
          className={styles.play}
          pending={pending}
          disabled={props.held}
          data-move-area
          onClick={() => onAgree(agree)}
        >
          {consensus!.label}
        </Button>
      )}
    </section>
  );
}
