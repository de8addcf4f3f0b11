// The first five lessons of the path: the dominoes, tricks, the count, trump, bidding. Each deal
// was chosen so that its guided decisions make the lesson's point; the lessons' tests play every
// lesson through the room layer and put the exact solver on each step marked `exact`.

import { HOUSE } from '../engine';
import { pass, play, points, trump } from './choices';
import type { Lesson } from './lesson';

/** (1) The dominoes, suits and doubles. */
export const DOMINOES: Lesson = {
  id: 'dominoes',
  title: 'The dominoes, suits and doubles',
  goal: 'See that every domino belongs to two suits, and that a double is the highest of its suit.',
  intro: [
    'A set has 28 dominoes, from the 0-0 to the 6-6. Each of you holds 7.',
    'A suit is a number of pips: the sixes are every domino with a six on it. So the 6-4 is both a six and a four.',
    'A double (the 5-5, the 6-6) has one suit only, and it is the highest domino of that suit.',
  ],
  seed: 2,
  settings: HOUSE,
  steps: [
    {
      at: 'bid',
      say: 'Let the others bid this time: tap Pass. Bidding has its own lesson.',
      expect: [pass],
      wrong: 'For this lesson, pass: you will learn bidding a little later.',
    },
    {
      at: 1,
      say: 'Your partner led the 5-5, the double five: the highest five there is. A five was led, so answer with one of your fives.',
      expect: [play('5-1'), play('5-3')],
      wrong:
        'A five was led, and the 5-1 and the 5-3 both have a five on them: you must answer with one of them.',
    },
  ],
  summary: [
    'Every domino belongs to the two suits of its ends: the 5-3 is a five and a three.',
    'A double belongs to one suit and is its highest domino: your partner’s 5-5 could not lose.',
  ],
};

/** (2) Tricks and following suit. */
export const TRICKS: Lesson = {
  id: 'tricks',
  title: 'Tricks and following suit',
  goal: 'Follow the suit that was led whenever you can, and see who takes the trick.',
  intro: [
    'A trick is one domino from each player. The first one played, the lead, names the suit.',
    'If you hold that suit you must play it. If you do not, play anything.',
    'The highest domino of the suit led takes the trick, unless someone plays a trump.',
  ],
  seed: 4,
  settings: HOUSE,
  steps: [
    {
      at: 'bid',
      say: 'Pass, and watch: your partner will bid and name fours as trump.',
      expect: [pass],
      wrong: 'For this lesson, pass: your partner takes the bid.',
    },
    {
      at: 1,
      say: 'Your partner led the 4-4. Fours are trump, and you hold two fours: play one of them.',
      expect: [play('4-3'), play('5-4')],
      wrong: 'A four was led and you hold the 4-3 and the 5-4: you must follow with a four.',
    },
    {
      at: 2,
      say: 'The 6-4 was led: it is a four, since fours are trump. Your only four left is the 5-4: play it.',
      expect: [play('5-4')],
      wrong: 'The 6-4 counts as a four here (fours are trump), and you still hold the 5-4: you must play it.',
    },
  ],
  summary: [
    'The domino led names the suit; you follow it when you can.',
    'When trump is led, a domino with the trump number on it is a trump, whatever its other end.',
    'When you cannot follow, any domino will do, so you can choose what to give away.',
  ],
};

/** (3) The count dominoes: 35 points in five dominoes, and 7 tricks worth one each. */
export const COUNT: Lesson = {
  id: 'count',
  title: 'The count: 35 + 7 = 42',
  goal: 'Keep the dominoes that count away from the other side’s tricks.',
  intro: [
    'Five dominoes carry points, the count: the 5-5 and the 6-4 are worth 10 each; the 5-0, the 4-1 and the 3-2 are worth 5 each.',
    'That is 35 points. Each of the 7 tricks is worth 1 more: 35 + 7 = 42 points in a hand.',
    'Whoever takes a trick takes the count in it.',
  ],
  seed: 14,
  settings: HOUSE,
  steps: [
    {
      at: 'bid',
      say: 'Pass: the player on your right has bid 32 and will name sixes as trump.',
      expect: [pass],
      wrong: 'For this lesson, pass: the other side takes the bid.',
    },
    {
      at: 1,
      say: 'They led the 6-6, a trump you cannot beat and you hold no six. Throw a domino that is worth nothing, and keep your 5-5.',
      expect: [play('2-0'), play('2-1'), play('2-2'), play('4-2'), play('4-4')],
      acceptable: [play('5-4')],
      wrong: 'Keep your 5-5 off their trick: throw a domino that is worth nothing.',
      wrongFor: [
        { choice: play('5-5'), why: 'The 5-5 is worth 10: playing it on their trick gives it to them.' },
      ],
      exact: true,
    },
    {
      at: 2,
      say: 'Another trump. Again throw something worth nothing.',
      expect: [play('2-1'), play('2-2'), play('4-2'), play('4-4')],
      acceptable: [play('2-0'), play('5-4')],
      wrong: 'Keep your 5-5 off their trick: throw a domino that is worth nothing.',
      wrongFor: [
        { choice: play('5-5'), why: 'The 5-5 is worth 10: playing it on their trick gives it to them.' },
      ],
      exact: true,
    },
  ],
  summary: [
    'The 5-5 and 6-4 are worth 10, the 5-0, 4-1 and 3-2 worth 5: 35 points, plus 1 for each of 7 tricks.',
    'When the other side is taking a trick, give it a domino worth nothing.',
  ],
};

/** (4) Trump. */
export const TRUMP: Lesson = {
  id: 'trump',
  title: 'Trump',
  goal: 'Name a trump suit and lead your highest trumps to draw out theirs.',
  intro: [
    'Whoever wins the bid names trump: a suit that beats every other suit.',
    'A trump takes any trick it is played on, unless a higher trump comes after it.',
    'The trump double is the highest domino of the hand.',
  ],
  seed: 25,
  settings: HOUSE,
  steps: [
    {
      at: 'bid',
      say: 'You hold the 5-5 and two more fives: bid 30, the least there is.',
      expect: [points(30)],
      acceptable: [points(31)],
      wrong: 'This hand is strong enough to bid: bid 30.',
    },
    {
      at: 'trump',
      say: 'Name fives as trump: you hold the 5-5, the 6-5 and the 5-2.',
      expect: [trump('fives')],
      wrong: 'Your fives include their double, the 5-5, so your best trump can never lose: name fives.',
      wrongFor: [
        {
          choice: trump('threes'),
          why: 'You hold four threes but not the 3-3: the other side would beat your best trump with it. Name fives.',
        },
      ],
    },
    {
      at: 1,
      say: 'Lead the 5-5: the highest trump. It cannot lose, and everyone must play a trump on it if they have one.',
      expect: [play('5-5')],
      acceptable: [play('6-5')],
      wrong:
        'Against their best play this costs your side 8 points or more: lead the 5-5 first, so their trumps fall on it.',
      exact: true,
    },
    {
      at: 2,
      say: 'Now the 6-5: with fives as trump it is a five, not a six, and the highest trump left.',
      expect: [play('6-5')],
      wrong:
        'Against their best play this costs your side 7 points or more: lead the 6-5, your highest trump left.',
      exact: true,
    },
  ],
  summary: [
    'The bidder names trump: pick the suit you hold most of, with its double if you can.',
    'Lead trumps first: each one you lead pulls a trump out of their hands.',
  ],
};

/** (5) Bidding 30 to 42, and marks. */
export const BIDDING: Lesson = {
  id: 'bidding',
  title: 'Bidding 30–42 and marks',
  goal: 'Bid the points your side can take, and win a mark by making the bid.',
  intro: [
    'Each player bids once, starting left of the shaker (who shuffled the dominoes this hand): pass, or say more than the bid so far, from 30 up to 42.',
    'The highest bid names trump and must take at least that many of the 42 points.',
    'Making the bid wins your side a mark; falling short gives the mark to the other side. The first side to 7 marks wins the game.',
  ],
  seed: 3,
  settings: HOUSE,
  steps: [
    {
      at: 'bid',
      say: 'You hold the 5-5, the 6-5, the 5-4 and two more doubles: a strong hand. Bid 30.',
      expect: [points(30)],
      acceptable: [points(31), points(32), points(33), points(34), points(35)],
      wrong: 'This hand can take a lot of points: bid, starting at 30.',
      wrongFor: [
        { choice: pass, why: 'Passing gives the bid away with the strongest hand at the table: bid 30.' },
      ],
    },
    {
      at: 'trump',
      say: 'Name fives: you hold the 5-5, the 6-5 and the 5-4.',
      expect: [trump('fives')],
      wrong: 'Your longest suit with its double is fives: name fives.',
    },
    {
      at: 1,
      say: 'Lead a trump to draw theirs. The 5-5 is the surest.',
      expect: [play('5-5')],
      acceptable: [play('6-5'), play('5-4'), play('4-4'), play('2-2'), play('2-1')],
      wrong: 'Against their best play this costs your side 16 points: lead a trump first.',
      exact: true,
    },
  ],
  summary: [
    'Bids go from 30 to 42; each one must be higher than the last.',
    'Make your bid and your side wins a mark; fall short and the other side does.',
  ],
};
