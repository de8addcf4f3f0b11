import { describe, expect, it } from 'vitest';
import { HOUSE, parseDomino, setOf } from '../engine';
import type { Seat, Trump } from '../engine';
import { explainPlay } from './explain-play';

const NAMES = ['you', 'AI 1', 'AI 2', 'AI 3'] as const;

const d = (text: string) => parseDomino(text)!;

/** The explanation of the last play of `plays` ("seat:domino"), the bidder seat 0 unless told. */
const explain = (trump: Trump, plays: readonly string[], gone: readonly string[] = [], bidder: Seat = 0) =>
  explainPlay({
    trump,
    settings: HOUSE,
    bidder,
    trick: plays.map((p) => {
      const [seat, domino] = p.split(':');
      return { seat: Number(seat) as Seat, domino: d(domino!) };
    }),
    gone: setOf(gone.map(d)),
    names: NAMES,
  });

describe('explaining a play', () => {
  it('says a trump lead pulls trumps, and whether it is the highest one left', () => {
    expect(explain('sixes', ['1:6-6'])).toBe(
      "AI 1 led 6-6, the highest trump left, to pull out the other side's trumps.",
    );
    expect(explain('sixes', ['1:6-4'])).toBe(
      "AI 1 led 6-4, a trump, to pull out the other side's trumps. It is worth 10 points.",
    );
  });

  it('calls a lead the highest of its suit only once every higher one has been played', () => {
    expect(explain('sixes', ['3:5-4'], ['5-5'])).toBe(
      'AI 3 led 5-4, the highest five left: only a trump can beat it.',
    );
    expect(explain('sixes', ['3:5-0'])).toBe(
      'AI 3 led 5-0, worth 5 points: a higher five or a trump can still take it.',
    );
    expect(explain('follow-me', ['3:5-5'])).toBe(
      'AI 3 led 5-5, the highest five left: nothing can beat it. It is worth 10 points.',
    );
    expect(explain('sixes', ['2:3-1'])).toBe(
      'AI 2 led 3-1, worth no points, so losing the trick costs little.',
    );
  });

  it('says a seat had to follow when it followed, and that its partner was already winning', () => {
    expect(explain('fives', ['0:6-6', '1:6-2', '2:6-1'])).toBe(
      'AI 2 had to follow sixes and played 6-1: their partner was already winning with 6-6, so they did not need to go higher.',
    );
    expect(explain('fives', ['1:6-6', '2:6-2', '3:6-4'])).toBe(
      'AI 3 had to follow sixes and played 6-4: their partner was already winning with 6-6, so they gave their own side 10 points.',
    );
  });

  it('says a seat that did not follow had none of the suit led, and that it trumped in on the count', () => {
    expect(explain('fours', ['1:5-5', '2:4-4'])).toBe(
      "AI 2 had no fives, so they trumped in with 4-4, taking the lead from AI 1's 5-5. The dominoes in this trick are worth 10 points.",
    );
    expect(explain('fours', ['2:5-5', '3:4-4', '0:5-3', '1:4-1'])).toBe(
      'AI 1 had no fives, so they played a trump, 4-1: their partner was already winning with 4-4, so they gave their own side 5 points.',
    );
  });

  it('asks for trumps, not for the pips, when a trump was led', () => {
    expect(explain('blanks', ['2:5-0', '3:5-1'])).toBe(
      "AI 3 had no trumps, so they could play any domino, and played 5-1, worth no points: AI 2's 5-0 was higher.",
    );
    expect(explain('doubles', ['2:5-5', '3:2-2'])).toBe(
      "AI 3 had to follow trumps and played 2-2, worth no points: AI 2's 5-5 was higher.",
    );
  });

  it('says who stays on top when a seat plays under an opponent, and what the points it gave do', () => {
    expect(explain('blanks', ['0:6-6', '1:3-2'])).toBe(
      'AI 1 had no sixes, so they could play any domino, and played 3-2, worth 5 points: your 6-6 was higher.',
    );
    expect(explain('blanks', ['0:6-6', '1:6-1'])).toBe(
      'AI 1 had to follow sixes and played 6-1, worth no points: your 6-6 was higher.',
    );
  });

  it('says a seat took the lead, or won the trick with the last play', () => {
    expect(explain('blanks', ['0:6-2', '1:6-5'])).toBe(
      'AI 1 had to follow sixes and played 6-5, taking the lead from your 6-2.',
    );
    expect(explain('blanks', ['1:6-2', '2:6-1', '3:6-5', '0:6-6'])).toBe(
      "You had to follow sixes and played 6-6, winning the trick from AI 3's 6-5.",
    );
  });

  it('explains nello from both sides: the bidder stays under, the others leave the bidder on top', () => {
    expect(explain('nello', ['1:6-5', '2:6-1'], [], 2)).toBe(
      'AI 2 bid nello, so they must lose every trick. AI 2 followed sixes with 6-1, staying under 6-5.',
    );
    expect(explain('nello', ['2:6-5', '3:6-1'], [], 2)).toBe(
      "AI 3 plays against AI 2's nello, and wants AI 2 to win a trick. AI 3 followed sixes with 6-1, leaving AI 2's 6-5 on top.",
    );
  });

  it('explains sevens by how far each domino is from seven pips', () => {
    expect(explain('sevens', ['1:4-3'])).toBe(
      'AI 1 played 4-3, 7 pips (exactly seven): in sevens everyone must play the domino nearest seven.',
    );
    expect(explain('sevens', ['1:4-3', '2:6-2'])).toBe(
      'AI 2 played 6-2, 8 pips (1 from seven): in sevens everyone must play the domino nearest seven. 4-3 is nearer, so it does not win.',
    );
  });

  it("writes the dominoes in the words it is given (a screen reader's)", () => {
    const spoken = explainPlay(
      {
        trump: 'sixes',
        settings: HOUSE,
        bidder: 0,
        trick: [{ seat: 1, domino: d('6-6') }],
        gone: 0,
        names: NAMES,
      },
      (id) => (id === d('6-6') ? 'double six' : '?'),
    );
    expect(spoken).toMatch(/^AI 1 led double six, the highest trump left/);
  });
});
