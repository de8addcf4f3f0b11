// The table, laid out for a phone held upright (and re-flowed for one held sideways): score on
// top (the notices under it), partner across, opponents at the sides, the trick in the middle, the bid or trump panel
// when it is the viewer's call, the turn bar and the viewer's hand at the bottom; hand and game
// results rise over it (and, where hands are shown face up, lower to let them be looked at). It
// renders a TableViewModel and reports actions; it knows no transport.
import type { Action } from '@texas42/shared';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button/button';
import { useGuardedTap } from '../../../hooks/use-comfort';
import { useScreen } from '../../../hooks/use-screen';
import { dailyLabel } from '../../../lib/labels';
import type { Announcer } from '../hooks/use-announcer';
import { useDailyEnd } from '../hooks/use-daily-end';
import { usePlayReason } from '../hooks/use-play-reason';
import { useDominoSelection } from '../hooks/use-domino-selection';
import { useReadKeys } from '../hooks/use-read-keys';
import { useHandHeight } from '../hooks/use-hand-height';
import { useScoreAboveResult } from '../hooks/use-score-above-result';
import { useTableFocus } from '../hooks/use-table-focus';
import { useTrickPause } from '../hooks/use-trick-pause';
import { TABLE_POSITIONS } from '../table-view-model';
import type { TableDailyResult, TableOutlookAsk, TablePosition, TableViewModel } from '../table-view-model';
import { BidPanel } from './bid-panel';
import { GameResult } from './game-result';
import { HandResult } from './hand-result';
import { OtherSeat } from './other-seat';
import { PlayerHand } from './player-hand';
import { ScoreStrip } from './score-strip';
import styles from './table-screen.module.css';
import { TableMenu } from './table-menu';
import { TableVoice } from './table-voice';
import { PLAY_REASON_ID, TrickArea } from './trick-area';
import { TrumpPanel } from './trump-panel';
import { TurnBar } from './turn-bar';

export type TableScreenProps = {
  readonly view: TableViewModel;
  /** Called with one of the view's legal actions: a bid, a trump, a play or an agreement. */
  readonly onAct?: (action: Action) => void;
  /** An action is on its way: buttons wait. */
  readonly pending?: boolean;
  /** Offered on the game result (to the host: the next game is dealt at the same table). */
  readonly onPlayAgain?: () => void;
  /** Without "Play again": the name of who will start the next game. */
  readonly waitingFor?: string;
  /** Messages under the score (a watcher's place, a request to answer, a silent seat) and over
   * the table (a rejected move, a lost connection). */
  readonly notice?: ReactNode;
  /** Words that say what to do (a lesson's), first under the score: the table never scrolls their
   * top off the screen to show a move, and brings it back as they change (use-table-focus.ts). */
  readonly guide?: ReactNode;
  /** The table menu's content (invite, leave, home); no menu without it. */
  readonly menu?: ReactNode;
  /** Who watches and coaches, at the foot of the board. */
  readonly audience?: ReactNode;
  /** Where the result sheets' "Review" goes once a hand is over; no review without it. */
  readonly reviewTo?: string;
  /** At a daily deal's end: its sheet (the stars, how everybody did today, the share). */
  readonly dailyResult?: (result: TableDailyResult) => ReactNode;
  /** "Help me bid" and "Compare trumps" in the bid and trump panels, at a table with hints on. */
  readonly outlook?: (ask: TableOutlookAsk, title: string) => ReactNode;
  /** The date (YYYY-MM-DD) of the daily deal this table plays; none at an ordinary table. */
  readonly daily?: string;
  /** What the score says the table plays to, where the game's target means nothing (a lesson's
   * one hand); else the target, or the daily deal's one hand. */
  readonly goal?: string;
  /** The table plays one hand, not a game (a lesson's; a daily deal's is one by itself): the score
   * shows this hand's points without the marks, which count nothing there. */
  readonly oneHand?: boolean;
  /** At a table of one hand that ends on a screen of its own (a lesson's end), the name of the
   * hand result's button, for where it leads ("Finish the lesson"): no next hand follows. */
  readonly finish?: string;
  /** What the table says aloud as it changes, and the readings on request; silent without it. */
  readonly announcer?: Announcer;
};

const silent = () => {};

/** The document title's first words: the viewer's move, the end of the game, or the table. */
function screenTitle(view: TableViewModel): string {
  if (view.gameResult !== null || view.dailyResult !== null) return 'Game over';
  if (view.watching) return `Watching ${view.players.bottom.name}`;
  return view.turn === 'bottom' || view.consensus?.action ? 'Your turn' : 'Table';
}

/** The whole game table for one viewer. */
export function TableScreen(props: TableScreenProps) {
  const {
    view,
    onAct = () => {},
    pending = false,
    onPlayAgain,
    waitingFor,
    notice,
    guide,
    menu,
    audience,
    reviewTo,
    daily,
    oneHand = daily !== undefined,
    finish,
    goal = daily ? `${dailyLabel(daily)}, one hand` : `Game to ${view.score.target}`,
    announcer,
    dailyResult,
    outlook,
  } = props;
  const canPlay = view.turn === 'bottom' && view.phase === 'playing' && !pending;
  const compact = view.bidding !== null || view.trumpChoice !== null;
  const selection = useDominoSelection(view.hand, canPlay, (domino) => {
    const action = view.hand.find((d) => d.id === domino)?.action;
    if (action) onAct(action);
  });
  // A result sheet covers the hands it could be read against: lowered on request, raised again by
  // the next result (it is forgotten as soon as no result is shown).
  const [lowered, setLowered] = useState(false);
  const hasResult = view.gameResult !== null || view.handResult !== null;
  if (lowered && !hasResult) setLowered(false);
  const handsShown = TABLE_POSITIONS.some((p) => view.players[p].shown !== undefined);
  const lower = hasResult && handsShown ? () => setLowered(true) : undefined;
  // Each tap on a game control goes through the tremor guard once, where the tap lands.
  const act = useGuardedTap(onAct);
  const tapTile = useGuardedTap(selection.tap);
  const playSelected = useGuardedTap(selection.play);
  const playAgain = useGuardedTap(() => onPlayAgain?.());
  useDailyEnd(daily !== undefined, view, pending, onAct);
  const trickHeld = useTrickPause(view.phase === 'trick-complete' ? view.trick : null);
  const explaining = usePlayReason(view.trick, announcer?.say ?? silent);
  const heading = useScreen(screenTitle(view));
  const table = useRef<HTMLElement>(null);
  const banners = useRef<HTMLDivElement>(null);
  useTableFocus(table, banners, guide !== undefined, view, pending, trickHeld);
  useHandHeight(table);
  useScoreAboveResult(table, !lowered && (hasResult || view.dailyResult !== null));
  useReadKeys(announcer?.readTable ?? silent, announcer?.readLastTrick ?? silent);
  // What the bid and the trump panels share, the one that shows taking it all.
  const choosing = {
    className: styles.panel,
    pending,
    onChoose: act,
    outlook,
    hint: view.hint,
    hintComing: view.hintComing,
  };
  const seat = (position: Exclude<TablePosition, 'bottom'>) => (
    <OtherSeat
      className={styles[position]}
      position={position}
      player={view.players[position]}
      isTurn={view.turn === position}
      isBidder={view.contract?.bidder === position}
      agreed={view.consensus?.agreed[position]}
      compact={compact}
    />
  );
  // Drawn twice, in the board's corner and at the score's start: the table's width shows one
  // (table-screen.module.css).
  const tableMenu = menu && (
    <TableMenu
      className={styles.menu}
      read={announcer && { table: announcer.readTable, lastTrick: announcer.readLastTrick }}
      deadline={view.turn === 'bottom' && !view.watching ? view.turnDeadline : null}
    >
      {menu}
    </TableMenu>
  );
  const results = view.dailyResult ? (
    dailyResult?.(view.dailyResult)
  ) : view.gameResult ? (
    <GameResult
      result={view.gameResult}
      onPlayAgain={onPlayAgain && playAgain}
      waitingFor={waitingFor}
      pending={pending}
      onLower={lower}
      reviewTo={reviewTo}
    />
  ) : view.handResult ? (
    <HandResult
      result={view.handResult}
      consensus={view.consensus}
      pending={pending}
      onAgree={act}
      onLower={lower}
      reviewTo={reviewTo}
      daily={daily !== undefined}
      finish={finish}
    />
  ) : null;

  return (
    <main
      ref={table}
      className={styles.table}
      data-phase={view.phase}
      data-panel={compact || undefined}
      // Larger dominoes size the hand's tiles by how many are left (table-screen.module.css).
      style={{ '--hand-count': Math.max(view.hand.length, 1) } as object}
    >
      <h1 className="sr-only" ref={heading} tabIndex={-1}>
        Texas 42 table
      </h1>
      {announcer && <TableVoice said={announcer.said} />}
      <div className={styles.score}>
        {/* A narrow table's menu button, at the score's start (the board's is hidden there). */}
        {tableMenu}
        <ScoreStrip
          score={view.score}
          contract={view.contract}
          players={view.players}
          watching={view.watching}
          goal={goal}
          oneHand={oneHand}
        />
        {/* Under the score, in the flow, so a banner never covers the score or the board. */}
        <div className={styles.notices} ref={banners}>
          {guide}
          {notice}
        </div>
      </div>
      <div className={styles.board} data-compact={compact || undefined}>
        {tableMenu}
        {audience}
        {seat('top')}
        {seat('left')}
        {!compact && (
          <TrickArea
            className={styles.trick}
            trick={view.trick}
            players={view.players}
            turn={view.phase === 'playing' ? view.turn : null}
            sweep={view.sweep}
            explained={explaining.position}
            onExplain={explaining.toggle}
          />
        )}
        {seat('right')}
        {lowered && (
          // Focus follows the sheet's lowering (by its button or Escape) to the way back up.
          <Button className={styles.raise} variant="secondary" autoFocus onClick={() => setLowered(false)}>
            Show the result
          </Button>
        )}
      </div>
      {view.bidding && <BidPanel panel={view.bidding} {...choosing} />}
      {view.trumpChoice && <TrumpPanel panel={view.trumpChoice} {...choosing} />}
      {explaining.why !== null && !compact && (
        // In the panel's place (no bid or trump panel shows while the trick is played): over the
        // turn bar upright, in the left column's spare height held sideways.
        <p className={`${styles.panel} ${styles.why}`} id={PLAY_REASON_ID}>
          {explaining.why}
        </p>
      )}
      <TurnBar
        className={styles.status}
        self={view.players.bottom}
        isTurn={view.turn === 'bottom'}
        isBidder={view.contract?.bidder === 'bottom'}
        prompt={view.prompt}
        hint={compact ? null : view.hint}
        hintComing={!compact && view.hintComing}
        selected={selection.selected}
        onPlay={playSelected}
        consensus={view.handResult || view.gameResult ? null : view.consensus}
        onAgree={act}
        held={trickHeld}
        deadline={view.turnDeadline}
        pending={pending}
        watching={view.watching}
      />
      <PlayerHand
        className={styles.hand}
        hand={view.hand}
        label={view.watching ? `${view.players.bottom.name}'s hand` : 'Your hand'}
        canPlay={canPlay}
        selected={selection.selected}
        onTap={tapTile}
      />
      {!lowered && results}
    </main>
  );
}
