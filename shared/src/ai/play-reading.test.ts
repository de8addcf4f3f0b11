import { describe, expect, it } from 'vitest';
import { createGame, execute, playModeOf, validActions } from '../engine';
import type { Action, GameState, PlayAction, Seat } from '../engine';
import { getPlayerView } from '../view';
import { SETTINGS_MIX, randomSource } from '../view/test-support/random-games';
import { heuristicStrategy } from './heuristic';
import { heuristicPlay } from './heuristic-play';
import { knowledgeFrom } from './knowledge';
import type { KnowledgeIn } from './knowledge';
import { knowledgeThen, playReader, seenPlays } from './play-reading';
import { Rng } from './rng';
import { SEARCH_LEVELS } from './search-level';
import { searchPlay } from './search-play';
import { showerOf, showingDiscards } from './showing-doubles';

const UNLIKE = 0.5;

/** A play other than the rules' `rule` that a seat makes from `k`, or null to play by the rules. */
type Stray = (k: KnowledgeIn<'playing'>, rule: Action, random: () => number) => Action | null;

/** `seat` makes another play than the rules' whenever it has one, at random. */
const strayingSeat =
  (seat: Seat): Stray =>
  (k, rule, random) => {
    const others = k.validActions.filter((a) => a.type === 'play' && a !== rule);
    return k.seat === seat && others.length > 0 ? others[Math.floor(random() * others.length)]! : null;
  };

/** Plays `games` games of each settings mix where every seat follows the rules of thumb, except
 * where `stray` (if any) makes another play; at each play of the hand, `check` gets the seat's
 * knowledge, the true hands and how many stray plays are on the table so far. */
const playGames = (
  games: number,
  stray: Stray | null,
  check: (k: KnowledgeIn<'playing'>, state: GameState, strayed: number) => void,
  /** Every knowledge a seat played from, this hand. */
  played: KnowledgeIn<'playing'>[] = [],
) => {
  SETTINGS_MIX.forEach(({ settings }, i) => {
    const random = randomSource(300 + i);
    for (let game = 0; game < games; game++) {
      let state: GameState = createGame(settings, 40 * i + game);
      let strayed = 0;
      let hand = state.handNumber;
      played.length = 0;
      while (state.phase !== 'game-over') {
        if (state.handNumber !== hand) {
          [hand, strayed] = [state.handNumber, 0];
          played.length = 0;
        }
        let action: Action | null = null;
        if (state.turn !== null) {
          const view = getPlayerView(state, state.turn);
          const k = knowledgeFrom(view)!;
          if (k.phase === 'playing') {
            check(k, state, strayed);
            played.push(k);
            action = stray?.(k, heuristicPlay(k), random) ?? null;
            if (action !== null) strayed++;
          }
          action ??= heuristicStrategy(view, 7);
        }
        action ??= validActions(state)[0]!;
        state = (execute(state, action) as { value: GameState }).value;
      }
    }
  });
};

describe('reading the plays', () => {
  it('sees each play of another seat as that seat saw the table when it played', () => {
    const played: KnowledgeIn<'playing'>[] = [];
    let compared = 0;
    playGames(
      1,
      null,
      (k, state) => {
        const seen = seenPlays(k);
        const others = played.filter((then) => then.seat !== k.seat);
        expect(seen.map((s) => s.play.seat)).toEqual(others.map((then) => then.seat));
        seen.forEach((play, i) => {
          const truth = others[i]!;
          const then = knowledgeThen(k, play, state.hands[play.play.seat] | play.playedSince);
          const { seat, hand, trick, tricks, handCounts, points, validActions } = then;
          expect({ seat, hand, trick, tricks, handCounts, points, validActions }).toEqual({
            seat: truth.seat,
            hand: truth.hand,
            trick: truth.trick,
            tricks: truth.tricks,
            handCounts: truth.handCounts,
            points: truth.points,
            validActions: truth.validActions,
          });
          compared++;
        });
      },
      played,
    );
    expect(compared).toBeGreaterThan(2000);
  });

  it('keeps the whole weight of the true deal when every seat played by the rules of thumb', () => {
    let checked = 0;
    playGames(2, null, (k, state) => {
      expect(playReader(k, UNLIKE)(state.hands)).toBe(1);
      checked++;
    });
    expect(checked).toBeGreaterThan(500);
  });

  it('takes the weight down once for each play of another seat the rules would not have made', () => {
    let read = 0;
    playGames(2, strayingSeat(1), (k, state, strayed) => {
      const weight = playReader(k, UNLIKE)(state.hands);
      // The seat deciding does not read its own plays.
      expect(weight).toBe(k.seat === 1 ? 1 : UNLIKE ** strayed);
      if (k.seat !== 1 && strayed > 0) read++;
    });
    expect(read).toBeGreaterThan(200);
  });

  it('counts every deal alike until another seat has played, and reads the plays after', () => {
    // The Expert on a small budget: the weights, not the strength, are under test.
    const expert = { ...SEARCH_LEVELS.expert, samples: 8, minSamples: 4, nodeBudget: 20_000 };
    const unread = { ...expert, readsPlays: undefined };
    let leads = 0;
    let changed = 0;
    playGames(1, null, (k, state) => {
      if (state.handNumber > 1 || k.validActions.length < 2) return;
      const read = searchPlay(k, new Rng(5), expert);
      const plain = searchPlay(k, new Rng(5), unread);
      if (seenPlays(k).length === 0) {
        expect(read).toEqual(plain);
        leads++;
      } else if (read.action.domino !== plain.action.domino || read.score !== plain.score) changed++;
    });
    expect(leads).toBeGreaterThan(2);
    expect(changed).toBeGreaterThan(10);
  });
});

describe('reading the partner who shows its doubles', () => {
  const SHOWING = { margin: 0, unlike: 0.2 };

  /** The bidder's partner, free to discard, makes a discard that shows a double when `shows`,
   * one that hides them when not: from a hand that could show one, and only when it has both. */
  const discarding =
    (shows: boolean): Stray =>
    (k) => {
      if (k.seat !== showerOf(k)) return null;
      const showing = showingDiscards(playModeOf(k.trump, k.settings), k.hand, k.trick);
      const plays = k.validActions.filter((a): a is PlayAction => a.type === 'play');
      const hiding = plays.filter((a) => ((showing >> a.domino) & 1) === 0);
      if (showing === 0 || hiding.length === 0) return null;
      return shows ? plays.find((a) => (showing >> a.domino) & 1)! : hiding[0]!;
    };

  it('keeps the whole weight of the true deal when the partner showed a double whenever it could', () => {
    let read = 0;
    playGames(3, discarding(true), (k, state, shown) => {
      if (k.seat !== k.contract.bidder) return;
      expect(playReader(k, UNLIKE, SHOWING)(state.hands)).toBe(1);
      if (shown > 0) read++;
    });
    expect(read).toBeGreaterThan(20);
  });

  it('takes the weight down once for each discard of the partner that hid a double', () => {
    let read = 0;
    playGames(3, discarding(false), (k, state, hidden) => {
      if (k.seat !== k.contract.bidder) return;
      expect(playReader(k, UNLIKE, SHOWING)(state.hands)).toBeCloseTo(SHOWING.unlike ** hidden, 12);
      if (hidden > 0) read++;
    });
    expect(read).toBeGreaterThan(20);
  });

  it('shows a double whenever it can and the search finds the discard near enough its best', () => {
    // The Expert on a small budget: the choice, not the strength, is under test.
    const expert = { ...SEARCH_LEVELS.expert, samples: 8, minSamples: 4, nodeBudget: 20_000 };
    let shown = 0;
    let kept = 0;
    playGames(2, null, (k) => {
      const showing = showingDiscards(playModeOf(k.trump, k.settings), k.hand, k.trick);
      if (k.seat !== showerOf(k) || showing === 0 || k.validActions.length < 2) return;
      const always = searchPlay(k, new Rng(3), { ...expert, showsDoubles: { ...SHOWING, margin: Infinity } });
      expect((showing >> always.action.domino) & 1).toBe(1);
      shown++;
      // Asked for no loss at all, it plays the search's own choice, or a showing discard as good.
      const plain = searchPlay(k, new Rng(3), expert);
      const strict = searchPlay(k, new Rng(3), { ...expert, showsDoubles: SHOWING });
      if (strict.action.domino === plain.action.domino) kept++;
      else expect([(showing >> strict.action.domino) & 1, strict.score]).toEqual([1, plain.score]);
    });
    expect(shown).toBeGreaterThan(10);
    expect(kept).toBeGreaterThan(0);
  });
});
