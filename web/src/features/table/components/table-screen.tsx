// The table, laid out for a phone held upright (and re-flowed for one held sideways): score on
// top, partner across, opponents at the sides, the trick in the middle, the viewer's hand at the
// bottom. It renders a TableViewModel and reports taps; it knows nothing of transports.
import { useDominoSelection } from '../hooks/use-domino-selection';
import type { TablePosition, TableViewModel } from '../table-view-model';
import { OtherSeat } from './other-seat';
import { PlayerHand } from './player-hand';
import { ScoreStrip } from './score-strip';
import styles from './table-screen.module.css';
import { TrickArea } from './trick-area';
import { TurnBar } from './turn-bar';

export type TableScreenProps = {
  readonly view: TableViewModel;
  /** Called with the domino the viewer chose to play (always one marked playable). */
  readonly onPlay?: (dominoId: number) => void;
  /** Called when the viewer taps the consent button ("Next"). */
  readonly onAgree?: () => void;
};

/** The whole game table for one viewer. */
export function TableScreen({ view, onPlay = () => {}, onAgree = () => {} }: TableScreenProps) {
  const canPlay = view.turn === 'bottom';
  const selection = useDominoSelection(view.hand, canPlay, onPlay);
  const seat = (position: Exclude<TablePosition, 'bottom'>) => (
    <OtherSeat
      className={styles[position]}
      position={position}
      player={view.players[position]}
      isTurn={view.turn === position}
      isBidder={view.contract?.bidder === position}
    />
  );

  return (
    <main className={styles.table}>
      <h1 className="sr-only">Texas 42 table</h1>
      <ScoreStrip
        className={styles.score}
        score={view.score}
        contract={view.contract}
        players={view.players}
      />
      <div className={styles.board}>
        {seat('top')}
        {seat('left')}
        <TrickArea className={styles.trick} trick={view.trick} players={view.players} turn={view.turn} />
        {seat('right')}
      </div>
      <TurnBar
        className={styles.status}
        self={view.players.bottom}
        isTurn={canPlay}
        isBidder={view.contract?.bidder === 'bottom'}
        prompt={view.prompt}
        selected={selection.selected}
        onPlay={selection.play}
        agreeLabel={view.agree?.label ?? null}
        onAgree={onAgree}
      />
      <PlayerHand
        className={styles.hand}
        hand={view.hand}
        canPlay={canPlay}
        selected={selection.selected}
        onTap={selection.tap}
      />
    </main>
  );
}
