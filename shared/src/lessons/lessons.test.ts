import { describe, expect, it } from 'vitest';
import { heuristicStrategy, knowledgeFrom } from '../ai';
import { Rng } from '../ai/rng';
import { dealSource } from '../ai/sampling';
import { canReach, playValues, solve } from '../ai/solver';
import { TRUMPS, dominoName, highEnd, lowEnd, modeOf, parseDomino, playModeOf } from '../engine';
import type { Action, GameState, Seat } from '../engine';
import type { PlayerView } from '../view';
import { choiceOf, sameChoice } from './lesson';
import type { LessonChoice, Lesson, LessonStep } from './lesson';
import { judge, stepFor } from './judge';
import { LESSONS, lessonById, nextLesson } from './path';
import { playLesson } from './test-support/play-lesson';
import type { Decision } from './test-support/play-lesson';

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

/** A choice's name among the solver's: the domino played, or the trump named. */
const keyOf = (choice: LessonChoice): string | null =>
  choice.type === 'play' ? choice.domino : choice.type === 'select-trump' ? choice.trump : null;

/** How many deals the student could be facing are solved for each checked step. */
const SAMPLES = 48;

/** What each of the student's choices is worth to their side, on average over SAMPLES deals that
 * fit everything the student knows (their hand, the bids, the plays so far), each solved exactly
 * with both sides playing perfectly: the points their side takes from here on, or in nello (where
 * the bidder must take nothing) the points given away, counted against them. A trump is worth
 * what the hand is worth with it named, the student leading. */
const sampledWorth = ({ view, game }: Decision): Map<string, number> => {
  const deals = dealSource(knowledgeFrom(view)!);
  const rng = new Rng(1);
  const worth = new Map<string, number>();
  const add = (key: string, value: number) => worth.set(key, (worth.get(key) ?? 0) + value / SAMPLES);
  for (let sample = 0; sample < SAMPLES; sample++) {
    const hands = deals(rng);
    if (game.phase === 'trump')
      for (const action of view.validActions)
        if (action.type === 'select-trump' && action.trump !== 'nello' && action.trump !== 'sevens') {
          const mode = playModeOf(action.trump, game.settings);
          const position = { mode, hands, trick: [], leader: view.seat!, sittingOut: null };
          add(action.trump, solve(position, { scorer: 0, maximizer: 0 })!);
        }
    if (game.phase === 'playing') {
      const nello = game.trump === 'nello';
      const position = {
        mode: modeOf(game),
        hands,
        trick: game.trick,
        leader: game.trick[0]?.seat ?? game.turn,
        sittingOut: game.sittingOut,
      };
      const values = playValues(position, { scorer: 0, maximizer: nello ? 1 : 0 })!;
      values.plays.forEach((id, i) => add(dominoName(id), nello ? -values.values[i]! : values.values[i]!));
    }
  }
  return worth;
};

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
      it('asks for the choices that keep the most, whatever hands the others hold', () => {
        for (const step of exactSteps) {
          const decision = decisions.find((d) => stepFor(lesson, d.view) === step)!;
          const worth = sampledWorth(decision);
          const fine = [...step.expect, ...(step.acceptable ?? [])].map(keyOf);
          const expected = step.expect.map((choice) => worth.get(keyOf(choice)!)!);
          const wrong = [...worth].filter(([key]) => !fine.includes(key));
          // The best choice is one the lesson asks for or accepts,
          const best = Math.max(...worth.values());
          expect(Math.max(...fine.map((key) => worth.get(key!) ?? -Infinity)), `best at ${step.at}`).toBe(
            best,
          );
          // and each choice it calls wrong keeps less than any it asks for.
          for (const [key, value] of wrong) {
            expect(value, `${key} at ${step.at}`).toBeLessThan(Math.min(...expected));
            const action = (decision.view.validActions as readonly Action[]).find(
              (a) => choiceOf(a) !== null && keyOf(choiceOf(a)!) === key,
            )!;
            expect(judge(step, action).kind, `${key} at ${step.at}`).toBe('wrong');
          }
        }
      });

    // Words that say what a play costs are about the real deal: checked there, exactly.
    const costSteps = exactSteps.filter((step) => /costs your side/.test(step.wrong));
    if (costSteps.length > 0)
      it('says what a wrong play costs against perfect play on this deal', () => {
        for (const step of costSteps) {
          const decision = decisions.find((d) => stepFor(lesson, d.view) === step)!;
          const values = solved(decision.game);
          const best = Math.max(...values.values());
          const fine = [...named(step.expect), ...named(step.acceptable)].filter((name) => values.has(name));
          expect(fine.length).toBeGreaterThan(0);
          for (const name of fine) expect(values.get(name), `${name} at ${step.at}`).toBe(best);
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

describe('the sevens lesson', () => {
  const lesson = lessonById('sevens')!;
  const { decisions } = playLesson(lesson, scripted(lesson));
  const pips = (name: string) => highEnd(parseDomino(name)!) + lowEnd(parseDomino(name)!);

  it('asks for exactly the plays the rules allow, the dominoes nearest 7, and explains every other', () => {
    const playSteps = lesson.steps.filter((step) => typeof step.at === 'number');
    expect(playSteps.length).toBeGreaterThan(0);
    for (const step of playSteps) {
      const { view } = decisions.find((d) => stepFor(lesson, d.view) === step)!;
      expect(view.trump).toBe('sevens');
      const legal = view.validActions.flatMap((action) =>
        action.type === 'play' ? [dominoName(action.domino)] : [],
      );
      expect(named(step.expect).sort(), `step at ${step.at}`).toEqual(legal.sort());
      for (const domino of view.self!.hand.map(dominoName))
        if (!legal.includes(domino))
          expect(judge(step, actionOf({ type: 'play', domino }, 0)).kind, `${domino} at ${step.at}`).toBe(
            'wrong',
          );
    }
  });

  it('adds up the pips right wherever its words total a domino', () => {
    const words = lesson.steps.flatMap((step) => [
      step.say,
      step.wrong,
      ...(step.wrongFor ?? []).map((w) => w.why),
    ]);
    const totals = words.flatMap((line) => [...line.matchAll(/(\d-\d) totals? (?:exactly )?(\d+)/g)]);
    expect(totals.length).toBeGreaterThan(0);
    for (const [, domino, total] of totals) expect(pips(domino!), domino).toBe(Number(total));
  });

  it('makes its bid in sevens whatever hands the others hold, where every other trump mostly falls short', () => {
    const decision = decisions.find((d) => d.view.phase === 'trump')!;
    const deals = dealSource(knowledgeFrom(decision.view)!);
    const rng = new Rng(1);
    const made = new Map<string, number>();
    for (let sample = 0; sample < SAMPLES; sample++) {
      const hands = deals(rng);
      for (const named of TRUMPS.filter((t) => t !== 'nello')) {
        const mode = playModeOf(named, lesson.settings);
        const position = { mode, hands, trick: [], leader: decision.view.seat!, sittingOut: null };
        // A bid of 1 mark is made by taking every trick: all 42 points.
        if (canReach(position, { scorer: 0, maximizer: 0 }, 42)) made.set(named, (made.get(named) ?? 0) + 1);
      }
    }
    expect(made.get('sevens')).toBe(SAMPLES);
    for (const [named, count] of made) if (named !== 'sevens') expect(count, named).toBeLessThan(SAMPLES / 2);
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
