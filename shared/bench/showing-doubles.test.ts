import { describe, expect, it } from 'vitest';
import {
  DOUBLES_TRUMP,
  HOUSE,
  SEVENS,
  createGame,
  dominoesIn,
  dominoName,
  execute,
  parseDomino,
  partnerOf,
  playModeOf,
  powerOf,
  setOf,
  suitLed,
  validActions,
} from '../src/index';
import type { Action, GameState, PlayAction, PlayMode } from '../src/index';
import { getPlayerView } from '../src/view';
import { heuristicStrategy } from '../src/ai';
import { knowledgeFrom } from '../src/ai/knowledge';
import type { KnowledgeIn } from '../src/ai/knowledge';
import {
  discardsFit,
  fitsShownDoubles,
  followsFit,
  holdsOffDouble,
  showingDiscards,
  signalFollows,
} from './showing-doubles';

const hand = (...names: string[]) => setOf(names.map((name) => parseDomino(name)!));
const led = (name: string): PlayAction[] => [{ type: 'play', seat: 1, domino: parseDomino(name)! }];
const shown = (mode: PlayMode, held: number, trick: PlayAction[]) =>
  dominoesIn(showingDiscards(mode, held, trick)).map(dominoName);

const SIXES = 6;

describe('the discards that show a double', () => {
  it('are the dominoes of a suit whose double the hand holds, neither trumps nor doubles', () => {
    // Sixes are trump and fives are led: 4-4 is shown by 4-2 and 4-1; 6-4 is a trump, 3-1 shows
    // nothing (no 3-3, no 1-1).
    expect(shown(SIXES, hand('4-4', '4-2', '4-1', '6-4', '3-1'), led('5-2'))).toEqual(['4-1', '4-2']);
    // Two doubles: either suit's dominoes show one.
    expect(shown(SIXES, hand('3-3', '2-2', '3-2', '3-0', '1-0'), led('5-4'))).toEqual(['3-0', '3-2']);
  });

  it('are none when the hand can follow suit or holds no double off trump', () => {
    expect(shown(SIXES, hand('4-4', '4-2', '5-1'), led('5-2'))).toEqual([]);
    // The double of trump is a trump, not a double the partner can win a suit with.
    expect(shown(SIXES, hand('6-6', '6-2', '4-2', '3-1'), led('5-5'))).toEqual([]);
    expect(shown(SIXES, hand('4-2', '3-1', '2-0'), led('5-5'))).toEqual([]);
  });

  it('are none on a lead, or when the doubles are trump or nothing is', () => {
    expect(shown(SIXES, hand('4-4', '4-2'), [])).toEqual([]);
    expect(shown(DOUBLES_TRUMP, hand('4-4', '4-2', '3-1'), led('5-2'))).toEqual([]);
    expect(shown(SEVENS, hand('4-4', '4-2', '3-1'), led('5-2'))).toEqual([]);
  });
});

/** Plays `games` house games from `firstSeed` by the rules of thumb, but for the bidder's partner
 * when `partner` picks its play (null: the rules of thumb). At each of the bidder's plays,
 * `check` gets its knowledge and the true hands; `newHand` runs as each hand begins. */
const playGames = (
  games: number,
  firstSeed: number,
  partner: (k: KnowledgeIn<'playing'>) => PlayAction | null,
  check: (k: KnowledgeIn<'playing'>, hands: GameState['hands']) => void,
  newHand: () => void,
) => {
  for (let game = 0; game < games; game++) {
    let state = createGame(HOUSE, firstSeed + game);
    let hand = -1;
    while (state.phase !== 'game-over') {
      if (state.handNumber !== hand) {
        hand = state.handNumber;
        newHand();
      }
      if (state.turn === null) {
        state = (execute(state, validActions(state)[0]!) as { value: GameState }).value;
        continue;
      }
      const view = getPlayerView(state, state.turn);
      const k = knowledgeFrom(view)!;
      let action: Action | null = null;
      if (k.phase === 'playing' && k.seat === k.contract.bidder) check(k, state.hands);
      if (k.phase === 'playing' && k.seat === partnerOf(k.contract.bidder)) action = partner(k);
      action ??= heuristicStrategy(view, 7)!;
      state = (execute(state, action) as { value: GameState }).value;
    }
  }
};

/** The plays the seat of `k` may make. */
const playsOf = (k: KnowledgeIn<'playing'>) =>
  k.validActions.filter((a): a is PlayAction => a.type === 'play');

describe('the deals that fit the partner’s discards', () => {
  /** Plays `games` games where the bidder's partner, free to discard from a hand that could show
   * a double, shows one when `shows`, else hides them when it can. `check` also gets whether the
   * partner has hidden a double so far this hand. */
  const playShowing = (
    games: number,
    shows: boolean,
    check: (k: KnowledgeIn<'playing'>, hands: GameState['hands'], hidden: boolean) => void,
  ) => {
    let hidden = false;
    const partner = (k: KnowledgeIn<'playing'>) => {
      const showing = showingDiscards(playModeOf(k.trump, k.settings), k.hand, k.trick);
      const hiding = playsOf(k).filter((a) => ((showing >> a.domino) & 1) === 0);
      if (showing === 0) return null;
      if (shows) return playsOf(k).find((a) => (showing >> a.domino) & 1)!;
      if (hiding.length === 0) return null;
      hidden = true;
      return hiding[0]!;
    };
    playGames(
      games,
      500,
      partner,
      (k, hands) => check(k, hands, hidden),
      () => (hidden = false),
    );
  };

  it('keep the true deal when the partner showed a double whenever it could', () => {
    let read = 0;
    playShowing(4, true, (k, hands) => {
      expect(fitsShownDoubles(k)(hands)).toBe(true);
      expect(discardsFit(k)(hands)).toBe(1);
      read++;
    });
    expect(read).toBeGreaterThan(100);
  });

  it('leave it out once the partner has hidden its doubles', () => {
    const seen = { hidden: 0, shown: 0 };
    playShowing(4, false, (k, hands, hidden) => {
      expect(fitsShownDoubles(k)(hands)).toBe(!hidden);
      // The free convention's reading keeps a deal that hid a double, at a part of its weight.
      const weight = discardsFit(k)(hands);
      expect(weight > 0 && weight < 1).toBe(hidden);
      seen[hidden ? 'hidden' : 'shown']++;
    });
    expect(seen.hidden).toBeGreaterThan(20);
    expect(seen.shown).toBeGreaterThan(20);
  });
});

describe('the follows that signal a double', () => {
  it('are the powers of two or more follows in a suit with a trump', () => {
    // Sixes are trump and fives are led: three fives to follow with.
    expect(signalFollows(SIXES, hand('5-5', '5-2', '5-0', '4-4'), led('5-3'))).toHaveLength(3);
    expect(signalFollows(SIXES, hand('5-2', '4-4'), led('5-3'))).toEqual([]);
    expect(signalFollows(SIXES, hand('4-4', '3-1'), led('5-3'))).toEqual([]);
    expect(signalFollows(SIXES, hand('5-2', '5-0'), [])).toEqual([]);
    expect(signalFollows(DOUBLES_TRUMP, hand('5-2', '5-0'), led('5-3'))).toEqual([]);
  });

  it('say whether the hand holds a double off trump and the suit led', () => {
    expect(holdsOffDouble(SIXES, hand('5-2', '5-0', '4-4'), led('5-3'))).toBe(true);
    // The double of the suit led and the double of trump are not the ones signalled.
    expect(holdsOffDouble(SIXES, hand('5-5', '5-0', '6-6'), led('5-3'))).toBe(false);
  });
});

describe('the deals that fit the partner’s follows', () => {
  /** Plays `games` games where the bidder's partner, with two or more follows, plays its highest
   * when it holds a double off trump and the suit led, its lowest when not, or (`lies`) the other
   * way round. `check` also gets how many follows so far this hand signalled. */
  const playSignalling = (
    games: number,
    lies: boolean,
    check: (k: KnowledgeIn<'playing'>, hands: GameState['hands'], signals: number) => void,
  ) => {
    let signals = 0;
    const partner = (k: KnowledgeIn<'playing'>) => {
      const mode = playModeOf(k.trump, k.settings);
      const powers = signalFollows(mode, k.hand, k.trick);
      if (powers.length === 0) return null;
      const high = holdsOffDouble(mode, k.hand, k.trick) !== lies;
      const power = high ? Math.max(...powers) : Math.min(...powers);
      const suit = suitLed(mode, k.trick[0]!.domino);
      signals++;
      return playsOf(k).find((a) => powerOf(mode, suit, a.domino) === power)!;
    };
    playGames(
      games,
      700,
      partner,
      (k, hands) => check(k, hands, signals),
      () => (signals = 0),
    );
  };

  it('keep the true deal whole when the partner signalled truly', () => {
    let read = 0;
    playSignalling(4, false, (k, hands, signals) => {
      expect(followsFit(k)(hands)).toBe(1);
      if (signals > 0) read++;
    });
    expect(read).toBeGreaterThan(20);
  });

  it('keep a part of its weight once the partner signalled falsely', () => {
    const seen = { false: 0, none: 0 };
    playSignalling(4, true, (k, hands, signals) => {
      const weight = followsFit(k)(hands);
      expect(weight > 0 && weight < 1).toBe(signals > 0);
      seen[signals > 0 ? 'false' : 'none']++;
    });
    expect(seen.false).toBeGreaterThan(20);
    expect(seen.none).toBeGreaterThan(20);
  });
});
