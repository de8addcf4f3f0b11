import { describe, expect, it } from 'vitest';
import {
  ALL_DOMINOES,
  DOUBLES,
  HOUSE,
  TOURNAMENT,
  createGame,
  dominoesIn,
  setOf,
  update,
  validActions,
} from '../engine';
import type { Action, GameState, InPhase, Seat } from '../engine';
import type { Hinter } from '../view';
import { playRandomGame, randomSource } from '../view/test-support/random-games';
import { advanceTo, run } from '../view/test-support/steps';
import {
  checkTransformers,
  dailyChallenge,
  TRANSFORMERS,
  forcedBidMinimum,
  hints,
  singleHand,
  speed,
  tableMachine,
  tournament,
} from './registry';
import { dailyDate } from './short-games';
import type { TransformerSpec } from './transformer';

const SEVENS_HOUSE = { ...HOUSE, sevens: true };

/** The seat on turn holds all seven doubles, so splash and plunge are open to it. */
const doublesInHand = (): GameState => {
  const state = createGame(SEVENS_HOUSE, 5);
  const rest = dominoesIn(ALL_DOMINOES & ~DOUBLES);
  const hands = [0, 0, 0, 0] as [number, number, number, number];
  const turn = state.turn!;
  hands[turn] = DOUBLES;
  [1, 2, 3].forEach((k, i) => (hands[(turn + k) % 4] = setOf(rest.slice(i * 7, i * 7 + 7))));
  return update(state, { hands });
};

/** Trump is to be named after a 1-mark bid, so nello and sevens are open. */
const namingTrump = (): GameState => {
  const state = createGame(SEVENS_HOUSE, 5);
  const t = state.turn!;
  const seat = (k: number) => ((t + k) % 4) as Seat;
  return run(
    state,
    { type: 'bid', seat: t, kind: 'marks', value: 1 },
    { type: 'pass', seat: seat(1) },
    { type: 'pass', seat: seat(2) },
    { type: 'pass', seat: seat(3) },
  );
};

/** A hand over, every seat agreed: the table is about to score it. */
const aboutToScore = (): InPhase<'hand-complete'> => {
  const over = advanceTo(createGame(HOUSE, 11), 'hand-complete');
  const agrees = ([0, 1, 2, 3] as Seat[]).map((seat) => ({
    type: 'agree' as const,
    seat,
    to: 'score-hand' as const,
  }));
  return advanceTo(run(over, ...agrees), 'hand-complete');
};

const actionsOf = (state: GameState, ...specs: Parameters<typeof tableMachine>[0]) =>
  tableMachine(specs)(state).map((offered) => offered.action);

const kinds = (actions: Action[]) => actions.flatMap((a) => (a.type === 'bid' ? [a.kind] : []));

describe('single transformers', () => {
  it('with none, the table offers exactly the engine actions', () => {
    const state = doublesInHand();
    expect(actionsOf(state)).toEqual(validActions(state));
  });

  it('tournament takes away splash, plunge, nello and sevens', () => {
    expect(kinds(actionsOf(doublesInHand()))).toContain('plunge');
    expect(new Set(kinds(actionsOf(doublesInHand(), tournament())))).toEqual(new Set(['points', 'marks']));
    const trumps = (actions: Action[]) =>
      actions.flatMap((a) => (a.type === 'select-trump' ? [a.trump] : []));
    expect(trumps(actionsOf(namingTrump()))).toEqual(expect.arrayContaining(['nello', 'sevens']));
    expect(trumps(actionsOf(namingTrump(), tournament()))).not.toEqual(expect.arrayContaining(['nello']));
    expect(trumps(actionsOf(namingTrump(), tournament()))).toHaveLength(9);
  });

  it("tournament offers what the engine offers under the tournament preset's contracts", () => {
    const { nello, sevens, splash, plunge } = TOURNAMENT;
    for (const state of [doublesInHand(), namingTrump()]) {
      const underPreset = update(state, { settings: { ...state.settings, nello, sevens, splash, plunge } });
      expect(actionsOf(state, tournament())).toEqual(validActions(underPreset));
    }
  });

  it('forced-bid-minimum forbids passing and low bids until someone bids', () => {
    const state = createGame(HOUSE, 5);
    const forced = actionsOf(state, forcedBidMinimum(35));
    expect(forced.some((a) => a.type === 'pass')).toBe(false);
    expect(
      forced
        .filter((a) => a.type === 'bid' && a.kind === 'points')
        .map((a) => (a as { value: number }).value),
    ).toEqual([35, 36, 37, 38, 39, 40, 41]);
    const afterBid = run(state, { type: 'bid', seat: state.turn!, kind: 'points', value: 35 });
    expect(actionsOf(afterBid, forcedBidMinimum(35))).toEqual(validActions(afterBid));
  });

  it('speed marks a single forced play for auto-play, and nothing when there is a choice', () => {
    let forcedSeen = 0;
    let choiceSeen = 0;
    playRandomGame(HOUSE, 3, randomSource(3), (state) => {
      if (state.phase !== 'playing') return;
      const offered = tableMachine([speed()])(state);
      const auto = offered.filter((o) => o.autoPlay === true);
      if (offered.length === 1) {
        expect(auto).toHaveLength(1);
        forcedSeen++;
      } else {
        expect(auto).toHaveLength(0);
        choiceSeen++;
      }
    });
    expect(forcedSeen).toBeGreaterThan(0);
    expect(choiceSeen).toBeGreaterThan(0);
  });

  it("hints attach the hinter's reason to the action it recommends, and nothing without a hinter", () => {
    const state = createGame(HOUSE, 5);
    const hinter: Hinter = (view) => ({ action: view.validActions.at(-1)!, reason: 'go big' });
    const offered = tableMachine([hints()], { hinter })(state);
    expect(offered.filter((o) => o.hint !== undefined)).toEqual([
      { action: validActions(state).at(-1), hint: 'go big' },
    ]);
    expect(tableMachine([hints()])(state).some((o) => o.hint !== undefined)).toBe(false);
  });

  it('single-hand turns scoring the hand into the end of the game, with the winner', () => {
    const state = aboutToScore();
    const [followUp] = tableMachine([singleHand()])(state);
    const { outcome } = state;
    expect(followUp).toEqual({
      action: { type: 'score-hand' },
      ends: { kind: 'single-hand', winner: outcome.marks[0] > 0 ? 0 : 1, outcome },
    });
  });

  it('daily-challenge ends on the outcome alone: its stars come from the solver when the table ends', () => {
    const state = aboutToScore();
    const { outcome } = state;
    // Old tables' star thresholds are still read, and no longer used.
    const [followUp] = tableMachine([dailyChallenge('2025-01-15', [10, 20, 30])])(state);
    expect(followUp!.ends).toEqual({
      kind: 'daily-challenge',
      winner: outcome.marks[0] > 0 ? 0 : 1,
      outcome,
    });
    expect(dailyDate([tournament(), dailyChallenge('2025-01-15')])).toBe('2025-01-15');
    expect(dailyDate([tournament()])).toBeNull();
    expect(Object.keys(TRANSFORMERS['daily-challenge'])).not.toContain('seed');
  });
});

describe('composition', () => {
  it('applies left to right: a hint made before tournament filtering can vanish, one made after cannot', () => {
    const state = doublesInHand();
    const plunger: Hinter = (view) => ({
      action: view.validActions.find((a) => a.type === 'bid' && a.kind === 'plunge') ?? view.validActions[0]!,
      reason: 'plunge if you can',
    });
    const hintFirst = tableMachine([hints(), tournament()], { hinter: plunger })(state);
    expect(hintFirst.some((o) => o.hint !== undefined)).toBe(false);
    const filterFirst = tableMachine([tournament(), hints()], { hinter: plunger })(state);
    expect(filterFirst.filter((o) => o.hint !== undefined).map((o) => o.action)).toEqual([
      validActions(state)[0],
    ]);
  });

  it('the rightmost transformer has the last word on how a game ends', () => {
    const state = aboutToScore();
    const ends = (...specs: Parameters<typeof tableMachine>[0]) => tableMachine(specs)(state)[0]!.ends!.kind;
    expect(ends(singleHand(), dailyChallenge('2025-01-15'))).toBe('daily-challenge');
    expect(ends(dailyChallenge('2025-01-15'), singleHand())).toBe('single-hand');
  });

  it('stacks filters and marks: tournament, a forced opening and speed together', () => {
    const state = doublesInHand();
    const offered = actionsOf(state, tournament(), forcedBidMinimum(40), speed());
    expect(offered.map((a) => (a.type === 'bid' ? `${a.kind} ${a.value}` : a.type))).toEqual([
      'points 40',
      'points 41',
      'marks 1',
      'marks 2',
    ]);
  });

  it('is stored as plain data and rebuilt to the same machine', () => {
    const specs = [
      tournament(),
      forcedBidMinimum(31),
      speed(),
      hints(),
      singleHand(),
      dailyChallenge('2025-02-01'),
    ];
    const stored = JSON.parse(JSON.stringify(specs));
    const checked = checkTransformers(stored);
    expect(checked).toEqual({ ok: true, value: specs });
    const state = doublesInHand();
    expect(tableMachine(stored)(state)).toEqual(tableMachine(specs)(state));
  });

  it('refuses unknown names and bad parameters', () => {
    expect(checkTransformers([{ name: 'nope', params: {} }]).ok).toBe(false);
    expect(checkTransformers([{ name: 'speed', params: { fast: true } }]).ok).toBe(false);
    expect(checkTransformers([{ name: 'toString', params: {} }]).ok).toBe(false);
  });

  it("keeps each transformer's parameters as its own type, copied from what the host sent", () => {
    const sent = { date: '2025-02-01', thresholds: [20, 30] };
    const checked = checkTransformers([{ name: 'daily-challenge', params: sent }]);
    sent.thresholds.push(40);
    expect(checked).toEqual({ ok: true, value: [dailyChallenge('2025-02-01', [20, 30])] });
    const minimum: TransformerSpec = { name: 'forced-bid-minimum', params: { minimum: 32 } };
    expect(minimum.name === 'forced-bid-minimum' && minimum.params.minimum + 1).toBe(33);
    // @ts-expect-error: a forced bid's minimum is a number, and the compiler knows it by the name
    const wrong: TransformerSpec = { name: 'forced-bid-minimum', params: { minimum: '32' } };
    // @ts-expect-error: no transformer is called "teleport"
    const unknown: TransformerSpec = { name: 'teleport', params: {} };
    expect([wrong, unknown].map((spec) => checkTransformers([spec]).ok)).toEqual([false, false]);
  });
});
