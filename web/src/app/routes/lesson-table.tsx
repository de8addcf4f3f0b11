// A lesson's hand at the table feature's own table: the learn feature plays the lesson (its
// steps, the check of each choice, the words) and the table screen draws it as any game, the
// lesson's words under the score. Features never import each other, so this route puts the two
// together, as table/table-room.tsx does for a room. While a step guides a play, every domino in
// the hand can be tapped: the lesson explains a wrong one (one the rules refuse included) rather
// than dimming it, and the table only ever receives the plays the lesson lets through.
import type { Lesson, LessonStep, PlayerView } from '@texas42/shared';
import { LinkButton } from '../../components/ui/button/link-button';
import { paths } from '../../lib/paths';
import { useLessonPlay } from '../../features/learn/hooks/use-lesson-play';
import type { LessonPlay } from '../../features/learn/hooks/use-lesson-play';
import { LessonEnd } from '../../features/learn/components/lesson-end';
import { LessonGuide } from '../../features/learn/components/lesson-guide';
import type { LessonTableSlot } from '../../features/learn/components/lesson-screen';
import { TableScreen } from '../../features/table/components/table-screen';
import { useAnnouncer } from '../../features/table/hooks/use-announcer';
import { useTableViewModel } from '../../features/table/hooks/use-table-view-model';
import type { TableViewModel } from '../../features/table/table-view-model';

/** The table's picture at a step of the lesson: no hint beside the lesson's own words (nor the
 * line saying one is coming) and, at a play, the whole hand open to a tap. Elsewhere the table as
 * any game draws it, the hint included. */
const guided = (table: TableViewModel, view: PlayerView, step: LessonStep | undefined): TableViewModel => {
  if (step === undefined) return table;
  if (view.phase !== 'playing') return { ...table, hint: null, hintComing: false };
  const hand = table.hand.map((domino) => ({
    ...domino,
    playable: true,
    action: domino.action ?? { type: 'play' as const, seat: view.seat!, domino: domino.id },
  }));
  return { ...table, hint: null, hintComing: false, hand };
};

/** The student's table in a lesson, then the lesson's end. */
export const LessonTable: LessonTableSlot = (props) => <LessonHand {...props} />;

/** The lesson's hand: dealing, at the table, or over. */
function LessonHand({ lesson, roomId, onAgain }: Parameters<LessonTableSlot>[0]) {
  const play = useLessonPlay(lesson, roomId);
  const { view } = play;
  if (play.failure) return <p role="alert">{play.failure}</p>;
  if (view === undefined || view.seat === null) return <p aria-busy="true">Dealing…</p>;
  if (view.result != null) return <LessonEnd lesson={lesson} view={view} onAgain={onAgain} />;
  return <LessonBoard view={view} play={play} lesson={lesson} />;
}

/** The table itself, drawn from the student's view (hooks that need a view live here). */
function LessonBoard(props: {
  readonly view: PlayerView;
  readonly play: LessonPlay;
  readonly lesson: Lesson;
}) {
  const { view, play, lesson } = props;
  const table = useTableViewModel(view);
  // A lesson is one hand: the game's target (7 marks) and its marks mean nothing there, on the
  // screen or said aloud.
  const oneHand = true;
  const announcer = useAnnouncer(view, view.seat!, oneHand);
  return (
    <TableScreen
      view={guided(table, view, play.step)}
      onAct={play.choose}
      pending={play.waiting}
      announcer={announcer}
      oneHand={oneHand}
      goal="Lesson · one hand"
      // The hand's result leads to the lesson's end, not to a next hand.
      finish="Finish the lesson"
      guide={<LessonGuide lesson={lesson} step={play.step} wrong={play.wrong} />}
      menu={
        <LinkButton to={paths.learn.to()} variant="secondary">
          All lessons
        </LinkButton>
      }
    />
  );
}
