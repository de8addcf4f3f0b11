import { describe, expect, it } from 'vitest';
import { HOUSE, TOURNAMENT, execute, sameAction, update, validActions } from '../engine';
import type { Action, GameState, Settings } from '../engine';
import { table } from '../engine/test-support/table';
import { getPlayerView } from '../view';
import { randomSource } from '../view/test-support/random-games';
import { heuristicStrategy } from './heuristic';
import { realChance, REAL_PLAY } from './real-play';
import { searchStrategy } from './search';
import { SEARCH_LEVELS, nodeAllowance } from './search-level';
import type { SearchLevel } from './search-level';
import type { Strategy } from './strategy';

const ALL = Array.from({ length: 7 }, (_, high) =>
  Array.from({ length: high + 1 }, (_, low) => `${6 - high + low}-${low}`),
).flat();

/** Seat 0 (first to bid) holds `hand`; the other dominoes go round the other seats in order. */
const dealt = (hand: string, settings: Settings): GameState => {
  const mine = hand.split(' ');
  const rest = ALL.filter((name) => !mine.includes(name));
  const others = [0, 1, 2].map((i) => rest.slice(7 * i, 7 * i + 7).join(' '));
  return table([hand, others[0]!, others[1]!, others[2]!], settings);
};

const expert = searchStrategy('expert');
const firstBid = (state: GameState): Action => expert(getPlayerView(state, 0), 1)!;

/** A seat that always passes. */
const passing: Strategy = (view) => view.validActions.find((a) => a.type === 'pass') ?? null;

/** The seat on turn's choice, which must be accepted. */
const step = (state: GameState, strategy: Strategy, seed: number): GameState => {
  const choice = strategy(getPlayerView(state, state.turn), seed)!;
  const result = execute(state, choice);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('the expert reads real play', () => {
  it('maps the search’s flattering chances down, keeps their order, and leaves a level without a map alone', () => {
    expect(realChance(REAL_PLAY, 'points', 0.72)).toBeLessThan(0.62);
    expect(realChance(REAL_PLAY, 'points', 0.95)).toBeGreaterThan(realChance(REAL_PLAY, 'points', 0.8));
    expect(realChance(undefined, 'points', 0.72)).toBe(0.72);
  });

  it('bids high on a hand that takes every trick (top trumps and doubles), and names its suit', () => {
    // A point bid wins the same mark as a mark bid and is surer: weighed in marks, the Expert bids
    // as many points as cost it little (heuristic-bid.ts), which shuts most overcalls out.
    let state = dealt('6-6 6-5 6-4 6-3 6-2 5-5 4-4', HOUSE);
    const bid = firstBid(state);
    expect(bid.type === 'bid' && (bid.kind === 'marks' || bid.value >= 35)).toBe(true);
    state = (execute(state, bid) as { value: GameState }).value;
    while (state.phase === 'bidding') state = step(state, passing, 0);
    expect(expert(getPlayerView(state, 0), 2)).toMatchObject({ trump: 'sixes' });
  });

  it('bids a strong hand when the other side is a mark from winning, as at the start of a game', () => {
    // The nerve comes down to even odds when the other side is about to win, and real play's
    // shift takes it under them: a point bid was then worth less than a pass, and the Expert
    // passed every hand it would have bid points on, leaving the bid to them (heuristic-bid.ts).
    const state = dealt('6-6 6-5 6-4 6-1 5-5 3-3 2-0', HOUSE);
    const atStart = firstBid(state);
    expect(atStart).toMatchObject({ type: 'bid', kind: 'points' });
    const behind = update(state, { marks: [0, HOUSE.target.value - 1] });
    expect(expert(getPlayerView(behind, 0), 1)).toMatchObject({ type: 'bid', kind: 'points' });
  });

  it('passes a hand with no trumps, no doubles and no sure winners', () => {
    expect(firstBid(dealt('5-2 5-1 4-0 3-1 6-1 5-0 4-2', HOUSE)).type).toBe('pass');
  });

  it('bids a mark on a hand of low dominoes where nello is played, and names nello', () => {
    let state = dealt('1-0 2-0 3-0 2-1 3-1 4-0 4-1', HOUSE);
    const bid = firstBid(state);
    expect(bid).toMatchObject({ type: 'bid', kind: 'marks' });
    state = (execute(state, bid) as { value: GameState }).value;
    while (state.phase === 'bidding') state = step(state, passing, 0);
    expect(expert(getPlayerView(state, 0), 2)).toMatchObject({ trump: 'nello' });
  });

  it('passes the same nello hand when the table does not play nello', () => {
    expect(firstBid(dealt('1-0 2-0 3-0 2-1 3-1 4-0 4-1', TOURNAMENT)).type).toBe('pass');
  });

  it('decides the same for the same view and seed, at every stage of a hand', () => {
    let state = dealt('6-6 6-5 6-4 6-3 6-2 5-5 4-4', HOUSE);
    for (let n = 0; n < 12 && state.phase !== 'hand-complete'; n++) {
      const view = getPlayerView(state, state.turn);
      if (state.turn !== null && view.validActions.length > 1)
        expect(expert(view, 40 + n)).toEqual(expert(view, 40 + n));
      state =
        state.turn === null
          ? (execute(state, validActions(state)[0]!) as { value: GameState }).value
          : step(state, expert, 40 + n);
    }
  });
});

/** House rules with sevens: every special contract on. */
const WITH_SEVENS: Settings = { ...HOUSE, sevens: true };

/** The declaration seat 0 makes after `bid` wins the bidding (the others pass). */
const declarationAfter = (state: GameState, bid: Action): Action => {
  let next = (execute(state, bid) as { value: GameState }).value;
  while (next.phase === 'bidding') next = step(next, passing, 0);
  return expert(getPlayerView(next, 0), 2)!;
};

describe('the expert bids the special contracts when they pay', () => {
  it('bids marks on a laydown sevens hand (three sevens, four dominoes one off) and names sevens', () => {
    const state = dealt('6-1 5-2 4-3 6-2 5-3 4-4 6-0', WITH_SEVENS);
    const bid = firstBid(state);
    expect(bid).toMatchObject({ type: 'bid', kind: 'marks' });
    expect(declarationAfter(state, bid)).toMatchObject({ trump: 'sevens' });
  });

  it('passes the same hand at a table that does not play sevens', () => {
    expect(firstBid(dealt('6-1 5-2 4-3 6-2 5-3 4-4 6-0', HOUSE)).type).toBe('pass');
  });

  it('bids marks on a nello hand of low dominoes and names nello', () => {
    const state = dealt('2-0 3-0 4-0 4-2 5-0 5-1 5-4', WITH_SEVENS);
    const bid = firstBid(state);
    expect(bid).toMatchObject({ type: 'bid', kind: 'marks' });
    expect(declarationAfter(state, bid)).toMatchObject({ trump: 'nello' });
  });

  it('bids marks on a nello hand the samples favour though its reading is modest, and names nello', () => {
    // The hand's reading puts nello near 0.3 on the search's scale, under the nerve; its sampled
    // deals put it over. Counted as one deal, the reading does not hold the samples back
    // (search-level.ts).
    const state = dealt('0-0 2-0 2-2 3-0 4-0 4-3 5-1', WITH_SEVENS);
    const bid = firstBid(state);
    expect(bid).toMatchObject({ type: 'bid', kind: 'marks' });
    expect(declarationAfter(state, bid)).toMatchObject({ trump: 'nello' });
  });

  it('bids marks on a nello hand its deals shared with the suits were too few to judge, and names nello', () => {
    // The suits' trials used this bid's budget on one deal, and nello lost it: read as 0.07 there,
    // far from the nerve, the hand was passed without nello's second look. Over 200 deals of its
    // own, real play's chance of it is about 0.77. The second look now comes whenever the shared
    // deals are few (search-bid.ts).
    const state = dealt('0-0 1-0 3-0 3-3 4-0 4-2 5-5', WITH_SEVENS);
    const bid = firstBid(state);
    expect(bid).toMatchObject({ type: 'bid', kind: 'marks' });
    expect(declarationAfter(state, bid)).toMatchObject({ trump: 'nello' });
  });

  it('names nello after a mark bid where the search’s own chances named a suit', () => {
    // Double-dummy defenders undersell nello and double-dummy play flatters a suit's every trick;
    // on real play's chances nello is the better contract for these low hands (search-bid.ts).
    const onSearch: SearchLevel = {
      ...SEARCH_LEVELS.expert,
      specials: { ...SEARCH_LEVELS.expert.specials, declaresOnRealChances: false },
    };
    for (const hand of ['0-0 2-0 2-1 3-3 4-4 5-0 6-0', '1-0 1-1 5-0 5-1 5-2 6-1 6-3']) {
      const state = dealt(hand, WITH_SEVENS);
      const bid: Action = { type: 'bid', seat: 0, kind: 'marks', value: 1 };
      let next = (execute(state, bid) as { value: GameState }).value;
      while (next.phase === 'bidding') next = step(next, passing, 0);
      expect(searchStrategy(onSearch)(getPlayerView(next, 0), 2)).not.toMatchObject({ trump: 'nello' });
      expect(expert(getPlayerView(next, 0), 2)).toMatchObject({ trump: 'nello' });
    }
  });

  it('passes a hand whose sevens is a long shot', () => {
    expect(firstBid(dealt('1-1 3-1 4-3 5-0 5-2 5-3 6-5', WITH_SEVENS)).type).toBe('pass');
  });

  it('does not splash on three doubles and nothing else, though the table allows it', () => {
    const state = dealt('1-1 2-2 4-1 4-4 5-1 5-3 5-4', WITH_SEVENS);
    expect(getPlayerView(state, 0).validActions).toContainEqual(expect.objectContaining({ kind: 'splash' }));
    expect(firstBid(state).type).toBe('pass');
  });

  it('bids points, not plunge, on four low doubles', () => {
    const state = dealt('0-0 1-1 2-2 3-3 5-1 6-2 4-1', WITH_SEVENS);
    expect(getPlayerView(state, 0).validActions).toContainEqual(expect.objectContaining({ kind: 'plunge' }));
    expect(firstBid(state)).toMatchObject({ type: 'bid', kind: 'points' });
  });
});

describe('decisions cost a bounded number of solver nodes', () => {
  it('never allows a sample past one and a half budgets, and stops at the ceiling', () => {
    const level = SEARCH_LEVELS.hard;
    for (const samples of [0, 1, 5, 6, 20])
      for (const nodes of [0, 500_000, 1_199_999, 1_500_000, 1_800_000])
        expect(nodes + nodeAllowance(level, samples, nodes)).toBeLessThanOrEqual(1.5 * level.nodeBudget);
    expect(nodeAllowance(level, 0, 1_800_000)).toBeLessThanOrEqual(0);
    expect(nodeAllowance(level, 0, 0)).toBe(level.nodeBudget);
  });
});

/** A search cheap enough to ask at every turn, with the expert's reading of real play. */
const QUICK_EXPERT: SearchLevel = { ...SEARCH_LEVELS.expert, samples: 3, minSamples: 1, nodeBudget: 20_000 };

/** Every special contract on, nello's doubles each way. */
const SPECIAL_TABLES: readonly Settings[] = (['own-suit', 'high', 'low'] as const).map((doubles) => ({
  ...HOUSE,
  sevens: true,
  nello: { doubles },
}));

/** Plays games where the table mostly steers into special contracts (mark bids, splash, plunge,
 * nello, sevens), asking each AI at every turn; returns the contracts played. */
const specialGames = (settings: Settings, strategies: readonly Strategy[], seed: number, games: number) => {
  const seen = new Set<string>();
  const random = randomSource(seed);
  for (let game = 0; game < games; game++) {
    let state = dealt(ALL.slice(7 * (game % 4), 7 * (game % 4) + 7).join(' '), settings);
    for (let n = 0; n < 400 && state.phase !== 'game-over'; n++) {
      const options = validActions(state);
      if (state.turn !== null) {
        const view = getPlayerView(state, state.turn);
        for (const strategy of strategies) {
          const choice = strategy(view, seed + n);
          expect(view.validActions.some((a) => sameAction(a, choice!))).toBe(true);
        }
      }
      const specials = options.filter(
        (a) =>
          (a.type === 'bid' && a.kind !== 'points') ||
          (a.type === 'select-trump' && (a.trump === 'nello' || a.trump === 'sevens')),
      );
      const special = specials[Math.floor(random() * specials.length)];
      const action =
        special !== undefined && random() < 0.7 ? special : options[Math.floor(random() * options.length)]!;
      state = (execute(state, action) as { value: GameState }).value;
      if (state.outcome !== null)
        seen.add(
          state.outcome.trump === 'nello' || state.outcome.trump === 'sevens'
            ? state.outcome.trump
            : state.outcome.contract.kind,
        );
    }
  }
  return seen;
};

describe('no AI returns an illegal action on the special contracts', () => {
  for (const settings of SPECIAL_TABLES) {
    const doubles = settings.nello ? settings.nello.doubles : '';
    it(`heuristic, quick search and quick expert, nello doubles ${doubles}, sevens, splash, plunge`, () => {
      const seen = specialGames(settings, [heuristicStrategy, searchStrategy(QUICK_EXPERT)], 21, 4);
      expect([...seen]).toEqual(expect.arrayContaining(['nello', 'sevens']));
    });
  }
});
