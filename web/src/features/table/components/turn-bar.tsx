// The line between the trick and the viewer's hand: the viewer's plate, what is happening now,
// and the one button that moves things on: "Play 6-4" once a tile is lifted, or "Next".
import { Button } from '../../../components/ui/button/button';
import { dominoSpokenName, dominoText } from '../../../lib/domino';
import type { TablePlayer } from '../table-view-model';
import { seatSummary } from '../seat-summary';
import { SeatPlate } from './seat-plate';
import styles from './turn-bar.module.css';

export type TurnBarProps = {
  readonly self: TablePlayer;
  readonly isTurn: boolean;
  readonly isBidder: boolean;
  readonly prompt: string;
  readonly selected: number | null;
  readonly onPlay: () => void;
  /** The consent button's label ("Next") while the game waits on the viewer, else null. */
  readonly agreeLabel: string | null;
  readonly onAgree: () => void;
  readonly className?: string;
};

/** Own plate, the prompt (announced politely as it changes) and the play or Next button. */
export function TurnBar(props: TurnBarProps) {
  const { self, isTurn, isBidder, prompt, selected, onPlay, agreeLabel, onAgree, className } = props;
  return (
    <section
      className={[styles.bar, className].filter(Boolean).join(' ')}
      data-turn={isTurn || undefined}
      aria-label={seatSummary(self, 'bottom', isTurn)}
    >
      <SeatPlate player={self} position="bottom" isTurn={isTurn} isBidder={isBidder} />
      <p className={styles.prompt} aria-live="polite">
        {prompt}
      </p>
      {selected !== null && (
        <Button className={styles.play} aria-label={`Play ${dominoSpokenName(selected)}`} onClick={onPlay}>
          Play {dominoText(selected)}
        </Button>
      )}
      {agreeLabel !== null && (
        <Button className={styles.play} onClick={onAgree}>
          {agreeLabel}
        </Button>
      )}
    </section>
  );
}
