// A lesson's hand in play, apart from how its table is drawn: the student's live view, the step
// of the lesson at their decision, and their choices. A choice the lesson guides is judged first
// (shared/src/lessons/judge.ts): a wrong one is explained and not sent; anything else goes to the
// offline table as any move does. The lesson is kept as done on this phone once its hand ends.
import { judge, stepFor } from '@texas42/shared';
import type { Action, Lesson, LessonStep, PlayerView } from '@texas42/shared';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useGameClient } from '../../../lib/game-client-context';
import { sendChoice } from '../api/send-choice';
import { markLessonDone } from '../model/progress';
import { useLessonView } from './use-lesson-view';

/** The lesson's table as the student plays it. */
export interface LessonPlay {
  /** The student's view, once the table has sent one. */
  readonly view: PlayerView | undefined;
  /** Why the table could not be read, if it could not. */
  readonly failure: string | null;
  /** The step guiding the student's decision now, if any. */
  readonly step: LessonStep | undefined;
  /** Why the student's last choice was wrong (or the table refused it), until the next one. */
  readonly wrong: string | null;
  /** A choice is on its way: nothing more is offered until the table answers. */
  readonly waiting: boolean;
  /** Judges `action` and sends it unless the lesson calls it wrong. */
  readonly choose: (action: Action) => void;
}

/** The student's play of `lesson` at the table `roomId`. */
export function useLessonPlay(lesson: Lesson, roomId: string): LessonPlay {
  const client = useGameClient('offline');
  const feed = useLessonView(roomId);
  const [wrong, setWrong] = useState<string | null>(null);
  // The version a choice was sent from: until the table answers, nothing more is offered, so a
  // second tap cannot send the move twice.
  const [sentFrom, setSentFrom] = useState<number | null>(null);
  const view = feed.view?.view;
  const finished = view?.result != null;

  useEffect(() => {
    if (finished) markLessonDone(lesson.id);
  }, [finished, lesson.id]);

  const step = view && view.seat !== null && view.turn === view.seat ? stepFor(lesson, view) : undefined;
  const choose = (action: Action) => {
    const verdict = judge(step, action);
    if (verdict.kind === 'wrong') return setWrong(verdict.why);
    setWrong(null);
    const version = feed.view!.version;
    setSentFrom(version);
    sendChoice(client, { roomId, action, version }).catch((error: unknown) => {
      setSentFrom(null);
      setWrong(errorMessage(error));
    });
  };
  return {
    view,
    failure: feed.error && !view ? feed.error.message : null,
    step,
    wrong,
    waiting: sentFrom !== null && sentFrom === feed.view?.version,
    choose,
  };
}
