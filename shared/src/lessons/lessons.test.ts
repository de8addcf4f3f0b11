import { describe, expect, it } from 'vitest';
import { heuristicStrategy } from '../ai';
import { playValues } from '../ai/solver';
import { dominoName, modeOf, parseDomino } from '../engine';
import type { Action, GameState, Seat } from '../engine';
import type { PlayerView } from '../view';
import { choiceOf, sameChoice } from './lesson';
import type { LessonChoice, Lesson, LessonStep } from './lesson';
import { judge, stepFor } from './judge';
import { LESSONS, lessonById, nextLesson } from './path';
import { playLesson } from './test-support/play-lesson';

/** The action a choice makes for `seat`. */
const actionOf = (choice: LessonChoice, seat: Seat): Action =>
  choice.type === 'play' ? { type: 'play', seat, domino: parseDomino(choice.domino)! } : { ...choice, seat };

/** The scripted newcomer: the lesson's first expected choice where it guides, else a sensible play. */
const scripted = (lesson: Lesson) => (view: PlayerView) => {
  const step = stepFor(lesson, view);
  return step ? actionOf(step.expect[0]!, view.seat!) : heuristicStrategy(view, 0)!;
};

/** Each legal play of the student now, with the points their side takes against perfect play. */
const solved = (game: GameState) => {
  if (game.phase !== 'playing') throw new Error(`no play to solve in phase ${game.phase}`);
  const position = {
    mode: modeOf(game),
    hands: game.hands,
    trick: game.trick,
    leader: game.trick[0]?.seat ?? game.turn,
    sittingOut: game.sittingOut,
  };
  const values = playValues(position, { scorer: 0, maximizer: 0 })!;
  return new Map(values.plays.map((id, i) => [dominoName(id), values.values[i]!]));
};

const named = (choices: readonly LessonChoice[] = []) =>
  choices.flatMap((choice) => (choice.type === 'play' ? [choice.domino] : []));

describe('the path of lessons', () => {
  it('names each lesson once, and suggests the next one after each', () => {
    expect(new Set(LESSONS.map((lesson) => lesson.id)).size).toBe(LESSONS.length);
    expect(lessonById('count')?.title).toMatch(/35 \+ 7 = 42/);
    expect(nextLesson(LESSONS[0]!.id)).toBe(LESSONS[1]);
    expect(nextLesson(LESSONS.at(-1)!.id)).toBeUndefined();
  });

  describe.each(LESSONS.map((lesson) => [lesson.id, lesson] as const))('%s', (_, lesson) => {
    const { decisions, room } = playLesson(lesson, scripted(lesson));

    it('reaches every step it guides, where each choice it expects is one the table accepts', () => {
      for (const step of lesson.steps) {
        const decision = decisions.find((d) => stepFor(lesson, d.view) === step);
        expect(decision, `step at ${step.at}`).toBeDefined();
        const offered = decision!.view.validActions.flatMap((action) => choiceOf(action) ?? []);
        for (const choice of step.expect)
          expect(
            offered.some((o) => sameChoice(o, choice)),
            JSON.stringify(choice),
          ).toBe(true);
      }
    });

    it('ends as a single hand with a result, the student sitting with the student capabilities', () => {
      expect(room.status).toBe('finished');
      expect(room.result?.kind).toBe('single-hand');
      expect(decisions[0]!.view.capabilities.map((c) => c.type)).toEqual([
        'act-as-player',
        'see-hints',
        'configure-room',
      ]);
    });

    it('plays the same hand however the AI seats are seeded', () => {
      const lines = [1, 2, 3].map((seed) =>
        playLesson(lesson, scripted(lesson), seed).decisions.map((d) => d.action),
      );
      for (const line of lines) expect(line).toEqual(decisions.map((d) => d.action));
    });

    const exactSteps = lesson.steps.filter((step) => step.exact);
    if (exactSteps.length > 0)
      it('asks for plays that keep the most points against perfect play', () => {
        for (const step of exactSteps) {
          const decision = decisions.find((d) => stepFor(lesson, d.view) === step)!;
          const values = solved(decision.game);
          const best = Math.max(...values.values());
          const fine = [...named(step.expect), ...named(step.acceptable)].filter((name) => values.has(name));
          expect(fine.length).toBeGreaterThan(0);
          for (const name of fine) expect(values.get(name), `${name} at ${step.at}`).toBe(best);
          // Every other legal play is wrong: it loses points, and its words say so.
          for (const [name, value] of values)
            if (!fine.includes(name)) {
              expect(value, `${name} at ${step.at}`).toBeLessThan(best);
              const verdict = judge(step, { type: 'play', seat: 0, domino: parseDomino(name)! });
              expect(verdict.kind).toBe('wrong');
              // Words that say what the play costs say it exactly (or as a least, "or more").
              const cost =
                verdict.kind === 'wrong' ? /costs your side (\d+) points( or more)?/.exec(verdict.why) : null;
              if (cost?.[2]) expect(best - value).toBeGreaterThanOrEqual(Number(cost[1]));
              else if (cost) expect(best - value).toBe(Number(cost[1]));
            }
        }
      });
  });
});

describe('judging a choice', () => {
  const step: LessonStep = {
    at: 1,
    say: 'Play the 5-1.',
    expect: [{ type: 'play', domino: '5-1' }],
    acceptable: [{ type: 'play', domino: '5-3' }],
    wrong: 'Follow fives.',
    wrongFor: [{ choice: { type: 'play', domino: '5-5' }, why: 'The 5-5 is worth 10.' }],
  };
  const playing = (domino: string): Action => ({ type: 'play', seat: 0, domino: parseDomino(domino)! });

  it('says expected, acceptable, or wrong with the words for that choice', () => {
    expect(judge(step, playing('5-1'))).toEqual({ kind: 'expected' });
    expect(judge(step, playing('3-5'))).toEqual({ kind: 'acceptable' });
    expect(judge(step, playing('5-5'))).toEqual({ kind: 'wrong', why: 'The 5-5 is worth 10.' });
    expect(judge(step, playing('6-0'))).toEqual({ kind: 'wrong', why: 'Follow fives.' });
  });

  it('leaves the student free where the lesson guides nothing, and agreements always', () => {
    expect(judge(undefined, playing('6-0'))).toEqual({ kind: 'free' });
    expect(judge(step, { type: 'agree', seat: 0, to: 'complete-trick' })).toEqual({ kind: 'free' });
  });

  it('finds the step by the moment of the hand', () => {
    const lesson = lessonById('trump')!;
    expect(stepFor(lesson, { phase: 'bidding', tricks: [] })?.at).toBe('bid');
    expect(stepFor(lesson, { phase: 'trump', tricks: [] })?.at).toBe('trump');
    expect(stepFor(lesson, { phase: 'playing', tricks: [] })?.at).toBe(1);
    expect(stepFor(lesson, { phase: 'trick-complete', tricks: [] })).toBeUndefined();
  });
});

describe('the lessons hands', () => {
  it('deal the student the dominoes each lesson talks about', () => {
    for (const lesson of LESSONS) {
      const { decisions } = playLesson(lesson, scripted(lesson));
      const dealt = decisions[0]!.view.self!.hand.map(dominoName);
      const talked = lesson.steps.flatMap((step) => named(step.expect));
      for (const name of talked) expect(dealt, `${lesson.id}: ${name}`).toContain(name);
    }
  });
});
