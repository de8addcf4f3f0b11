import { describe, expect, it } from 'vitest';
import { HOUSE, parseDomino, setOf } from '../engine';
import type { Seat, Trump } from '../engine';
import { evidence, playReason } from './hint-words';
import type { KnowledgeIn } from './knowledge';
import type { PlayChoice } from './search-play';

const d = (text: string) => parseDomino(text)!;

/** What seat `seat` knows while playing: the trick ("seat:domino"), its hand, the dominoes gone
 * (one earlier trick), the bid 30 by `bidder`. Only the fields the words read. */
const knowing = (
  seat: Seat,
  trump: Trump,
  trick: readonly string[],
  hand: readonly string[] = [],
  gone: readonly string[] = [],
  bidder: Seat = 0,
): KnowledgeIn<'playing'> =>
  ({
    phase: 'playing',
    seat,
    trump,
    settings: HOUSE,
    contract: { bidder, kind: 'points', value: 30 },
    hand: setOf(hand.map(d)),
    trick: trick.map((p) => {
      const [at, domino] = p.split(':');
      return { type: 'play', seat: Number(at) as Seat, domino: d(domino!) };
    }),
    tricks:
      gone.length === 0
        ? []
        : [
            {
              plays: gone.map((g, i) => ({ type: 'play', seat: i as Seat, domino: d(g) })),
              winner: 0,
              points: 1,
            },
          ],
  }) as unknown as KnowledgeIn<'playing'>;

const reason = (k: KnowledgeIn<'playing'>, domino: string) =>
  playReason(k, { type: 'play', seat: k.seat, domino: d(domino) });

describe("the hint's words for a play", () => {
  it('say what a lead does: trumps pulled, a domino only a trump can beat, a cheap loss', () => {
    expect(reason(knowing(0, 'sixes', []), '6-2')).toBe(
      'everyone must play a trump, so the other side has fewer left',
    );
    expect(reason(knowing(0, 'sixes', []), '5-5')).toBe(
      'only a trump can beat it, and it is worth 10 points',
    );
    expect(reason(knowing(0, 'sixes', []), '5-4')).toBe(
      'it is worth no points, so losing this trick costs little',
    );
    // With the 5-5 gone, or in the player's own hand, nobody else holds a five above the 5-4.
    expect(reason(knowing(0, 'sixes', [], [], ['5-5', '1-0', '2-0', '3-0']), '5-4')).toBe(
      'only a trump can beat it',
    );
    expect(reason(knowing(0, 'sixes', [], ['5-5']), '5-4')).toBe('only a trump can beat it');
    expect(reason(knowing(0, 'sixes', []), '5-0')).toBe(
      'it is worth 5 points, but a higher five can take it',
    );
  });

  it('say what a follow does to the trick: partner winning, a trump taking it, nothing given away', () => {
    expect(reason(knowing(2, 'fives', ['0:6-6', '1:6-2']), '6-4')).toBe(
      'your partner is winning, so its 10 points go to your side',
    );
    expect(reason(knowing(2, 'fives', ['0:6-6', '1:6-2']), '6-1')).toBe(
      'your partner is already winning, so no need to go higher',
    );
    expect(reason(knowing(2, 'fours', ['1:5-5']), '4-4')).toBe(
      'no fives in hand, so this trump takes the lead, 10 points in it',
    );
    expect(reason(knowing(0, 'fours', ['1:5-5', '2:5-0', '3:5-1']), '4-4')).toBe(
      'no fives in hand, so this trump wins the trick, 15 points in it',
    );
    expect(reason(knowing(2, 'blanks', ['0:6-2', '1:6-5']), '6-6')).toBe('it beats 6-5 and takes the lead');
    expect(reason(knowing(1, 'blanks', ['0:6-6']), '6-1')).toBe(
      'it is worth no points, so it gives the other side nothing',
    );
    expect(reason(knowing(1, 'blanks', ['0:6-6']), '6-4')).toBe(
      'it gives them 10 points, but every other choice did worse',
    );
  });

  it('say what nello asks of each side', () => {
    expect(reason(knowing(2, 'nello', ['1:6-5'], [], [], 2), '6-1')).toBe(
      'it stays under 6-5: in nello you must lose every trick',
    );
    expect(reason(knowing(3, 'nello', ['2:6-5'], [], [], 2), '6-1')).toBe(
      "it leaves the nello bidder's 6-5 on top",
    );
  });

  it("end with how often the search saw the player's side win its aim", () => {
    const choice = (score: number): PlayChoice =>
      ({ isChance: true, samples: 12, score }) as unknown as PlayChoice;
    expect(evidence(knowing(2, 'sixes', []), choice(0.78))).toBe(' (your bid made in 78% of tries)');
    expect(evidence(knowing(1, 'sixes', []), choice(0.4))).toBe(' (their bid stopped in 40% of tries)');
  });
});
