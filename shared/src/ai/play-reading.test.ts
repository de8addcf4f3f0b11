import { describe, expect, it } from 'vitest';
import { createGame, execute, validActions } from '../engine';
import type { Action, GameState, Seat } from '../engine';
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

const UNLIKE = 0.5;

/** Plays `games` games of each settings mix where every seat follows the rules of thumb, except
 * that `stray` (if any) makes another play whenever it has one; at each play of the hand, `check`
 * gets the seat's knowledge, the true hands and how many stray plays are on the table so far. */
const playGames = (
  games: number,
  stray: Seat | null,
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
            if (k.seat === stray) {
              const rule = heuristicPlay(k);
              const others = k.validActions.filter((a) => a.type === 'play' && a !== rule);
              if (others.length > 0) {
                action = others[Math.floor(random() * others.length)]!;
                strayed++;
              }
            }
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
    playGames(2, 1, (k, state, strayed) => {
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
