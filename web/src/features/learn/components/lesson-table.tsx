// A lesson's hand in play: the lesson's words for the decision at hand (the dominoes it asks for
// drawn beside them), the table (the contract, the trick, the points), and the student's choices.
// A choice the lesson guides is judged first (shared/src/lessons/judge.ts): a wrong one is
// explained and not sent; anything else goes to the offline table as any move does.
import { judge, nextLesson, parseDomino, sameAction, stepFor } from '@texas42/shared';
import type { Action, Lesson, PlayerView, Seat } from '@texas42/shared';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button/button';
import { LinkButton } from '../../../components/ui/button/link-button';
import { Domino } from '../../../components/ui/domino/domino';
import { errorMessage } from '../../../lib/error-message';
import { useGameClient } from '../../../lib/game-client-context';
import { bidLabel, bidOrPassLabel, trumpLabel } from '../../../lib/labels';
import { paths } from '../../../lib/paths';
import { sendChoice } from '../api/send-choice';
import { useLessonView } from '../hooks/use-lesson-view';
import { markLessonDone } from '../model/progress';
import { PracticeTableButton } from './practice-table-button';
import styles from './learn.module.css';

/** Words for a choice the table refuses that the lesson does not guide. */
const NOT_NOW = 'That domino cannot be played now: when you hold the suit that was led, you must play it.';

/** The student's table in a lesson. */
export function LessonTable(props: {
  readonly lesson: Lesson;
  readonly roomId: string;
  readonly onAgain: () => void;
}) {
  const { lesson, roomId } = props;
  const client = useGameClient('offline');
  // The lesson's table is keyed by its room, so a new lesson starts with no view of the last one.
  const feed = useLessonView(roomId);
  const [wrong, setWrong] = useState<string | null>(null);
  // The version a choice was sent from: until the table answers, nothing more is offered, so a
  // second tap cannot send the move twice.
  const [sentFrom, setSentFrom] = useState<number | null>(null);
  const view = feed.view?.view;
  const waiting = sentFrom !== null && sentFrom === feed.view?.version;
  const finished = view?.result != null;

  useEffect(() => {
    if (finished) markLessonDone(lesson.id);
  }, [finished, lesson.id]);

  if (feed.error && !view) return <p role="alert">{feed.error.message}</p>;
  if (view === undefined || view.seat === null) return <p aria-busy="true">Dealing…</p>;
  if (finished) return <LessonEnd lesson={lesson} view={view} onAgain={props.onAgain} />;

  const seat = view.seat;
  const step = view.turn === seat ? stepFor(lesson, view) : undefined;
  const choose = (action: Action) => {
    const verdict = judge(step, action);
    if (verdict.kind === 'wrong') return setWrong(verdict.why);
    if (!view.validActions.some((valid) => sameAction(valid, action))) return setWrong(NOT_NOW);
    setWrong(null);
    const version = feed.view!.version;
    setSentFrom(version);
    sendChoice(client, { roomId, action, version }).catch((error: unknown) => {
      setSentFrom(null);
      setWrong(errorMessage(error));
    });
  };

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{lesson.title}</h1>
      <p className={styles.goal}>{lesson.goal}</p>
      <TableState view={view} />
      {step && (
        <div className={styles.say} data-lesson-step={step.at}>
          <p>{step.say}</p>
          <div className={styles.row} aria-hidden="true">
            {step.expect.flatMap((choice) =>
              choice.type === 'play'
                ? [<Domino key={choice.domino} id={parseDomino(choice.domino)!} size={22} />]
                : [],
            )}
          </div>
        </div>
      )}
      {!step && view.turn === seat && view.hints[0] && (
        <p className={styles.say}>Hint: {view.hints[0].reason}</p>
      )}
      {wrong && (
        <p className={styles.wrong} role="alert">
          {wrong}
        </p>
      )}
      <Choices view={view} seat={seat} waiting={waiting} onChoose={choose} />
      <LinkButton to={paths.learn.to()} variant="ghost">
        All lessons
      </LinkButton>
    </main>
  );
}

/** The contract, the points so far, the bids while bidding, and the trick on the table. */
function TableState({ view }: { readonly view: PlayerView }) {
  const name = (seat: Seat) => (seat === view.seat ? 'You' : view.players[seat].name);
  return (
    <section className={styles.table} aria-label="The table">
      {view.contract && view.phase !== 'bidding' ? (
        <p>
          {name(view.contract.bidder)} bid {bidLabel(view.contract)}
          {view.trump ? `, trump ${trumpLabel(view.trump)}` : ''}. Points: your side {view.points[0]}, theirs{' '}
          {view.points[1]}.
        </p>
      ) : (
        <p>
          Bids:{' '}
          {view.bids.length === 0
            ? 'none yet'
            : view.bids.map((b) => `${name(b.seat)} ${bidOrPassLabel(b)}`).join(', ')}
        </p>
      )}
      {view.trick.length > 0 && (
        <div className={styles.row} aria-label="The trick">
          {view.trick.map((play) => (
            <div key={play.domino} className={styles.tile}>
              <Domino id={play.domino} size={24} />
              {name(play.seat)}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

/** A call's words on its button: "Pass", "30", "2 marks", "Sixes". */
const callLabel = (action: Action): string => {
  if (action.type === 'select-trump') return trumpLabel(action.trump);
  return action.type === 'pass' || action.type === 'bid' ? bidOrPassLabel(action) : '';
};

/** What the student can do now: bid, name trump, play a domino, or go on to the next trick. */
function Choices(props: {
  readonly view: PlayerView;
  readonly seat: Seat;
  /** A choice is on its way to the table. */
  readonly waiting: boolean;
  readonly onChoose: (a: Action) => void;
}) {
  const { view, seat, waiting, onChoose } = props;
  const offered = waiting ? [] : view.validActions;
  const myTurn = !waiting && view.turn === seat && view.phase === 'playing';
  const agree = offered.find((action) => action.type === 'agree');
  const calls = offered.filter(
    (action) => action.type === 'pass' || action.type === 'bid' || action.type === 'select-trump',
  );
  return (
    <>
      {agree && (
        <Button variant="primary" onClick={() => onChoose(agree)}>
          Next
        </Button>
      )}
      {calls.length > 0 && (
        <div
          className={styles.row}
          role="group"
          aria-label={view.phase === 'trump' ? 'Name trump' : 'Your bid'}
        >
          {calls.map((action) => (
            <Button key={JSON.stringify(action)} onClick={() => onChoose(action)}>
              {callLabel(action)}
            </Button>
          ))}
        </div>
      )}
      <div className={styles.row} role="group" aria-label="Your hand">
        {view.self!.hand.map((domino) => (
          <button
            key={domino}
            type="button"
            className={styles.tile}
            disabled={!myTurn}
            onClick={() => onChoose({ type: 'play', seat, domino })}
          >
            <Domino id={domino} size={28} state={myTurn ? 'playable' : 'idle'} />
          </button>
        ))}
      </div>
    </>
  );
}

/** The hand is over: how it went, what to remember, and where to go next. */
function LessonEnd(props: {
  readonly lesson: Lesson;
  readonly view: PlayerView;
  readonly onAgain: () => void;
}) {
  const { lesson, view } = props;
  const next = nextLesson(lesson.id);
  const outcome = view.result!.outcome;
  const bidders = outcome.contract.bidder % 2 === 0 ? 'Your side' : 'The other side';
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{lesson.title}: done</h1>
      <p role="status">
        {bidders} bid {bidLabel(outcome.contract)} and {outcome.made ? 'made it' : 'fell short'}. Points: your
        side {outcome.points[0]}, theirs {outcome.points[1]}.
      </p>
      <h2 className={styles.goal}>Remember</h2>
      <ul>
        {lesson.summary.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {next ? (
        <LinkButton to={paths.lesson.to(next.id)} variant="primary">
          Next lesson: {next.title}
        </LinkButton>
      ) : (
        <>
          <PracticeTableButton variant="primary" />
          <LinkButton to={paths.learn.to()} variant="secondary">
            All lessons done
          </LinkButton>
        </>
      )}
      <Button variant="ghost" onClick={props.onAgain}>
        Play this lesson again
      </Button>
      <LinkButton to={paths.learn.to()} variant="ghost">
        All lessons
      </LinkButton>
    </main>
  );
}
