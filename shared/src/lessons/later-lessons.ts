// Lessons 6 to 11 of the path: choosing trump, playing with a partner, doubles and follow-me,
// nello, splash and plunge, and sevens. As with the first five, each deal was chosen so that its
// guided decisions make the lesson's point, and each guided decision comes before the student's
// own, so the lesson is the same whatever the student does where it does not guide. A step marked
// `exact` is checked against the solver over the deals the student cannot tell from the real one
// (lesson.ts says how).

import { HOUSE } from '../engine';
import { marks, pass, play, points, splash, trump } from './choices';
import type { Lesson } from './lesson';

/** (6) Choosing trump from your hand. */
export const CHOOSING_TRUMP: Lesson = {
  id: 'choosing-trump',
  title: 'Choosing trump from your hand',
  goal: 'Count each suit in your hand with its double, and name the trump your hand holds best.',
  intro: [
    'When you win the bid, you name trump. For each suit you could name, count the dominoes you hold in it, and look for its double.',
    'Without the double, whoever holds it can beat your best trump. With it, your best trump can never lose.',
    'Doubles of other suits help too: each is the highest of its suit, a trick of its own.',
  ],
  seed: 64,
  settings: HOUSE,
  steps: [
    {
      at: 'bid',
      say: 'You hold two doubles, the 1-1 and the 4-4, and four sixes: a hand to bid on. Bid 30.',
      expect: [points(30)],
      acceptable: [points(31)],
      wrong: 'This hand can make 30: bid 30, and you name trump.',
    },
    {
      at: 'trump',
      say: 'Count: four sixes but no 6-6; three ones (the 1-1, the 1-0 and the 6-1) with their double. Name ones.',
      expect: [trump('ones')],
      wrong: 'Name the suit you hold with its double: ones, with the 1-1, the 1-0 and the 6-1.',
      wrongFor: [
        {
          choice: trump('sixes'),
          why: 'You hold four sixes but not the 6-6: whoever has it beats your best trump. Ones come with their double: name ones.',
        },
      ],
      exact: true,
    },
    {
      at: 1,
      say: 'Lead the 1-1, the highest trump: it cannot lose, and it pulls a trump from every hand that has one.',
      expect: [play('1-1')],
      acceptable: [play('6-1'), play('4-4')],
      wrong:
        'Lead a domino that cannot lose: the 1-1 first. Any other lead can be beaten, or trumped while they hold trumps.',
      exact: true,
    },
  ],
  summary: [
    'Count each suit you could name, and look for its double: the double makes your best trump safe.',
    'A longer suit without its double can lose its best trump to that double.',
    'Doubles of the other suits are tricks of their own.',
  ],
};

/** (7) Playing with your partner and reading the bids. */
export const PARTNER: Lesson = {
  id: 'partner',
  title: 'Playing with your partner and reading the bids',
  goal: 'Read from the bids who holds the strength, and give your count to the tricks your partner takes.',
  intro: [
    'The player across the table is your partner: every trick either of you takes counts for your side.',
    'A bid says a hand is strong. When your partner wins the bid and names trump, help their trumps take the tricks.',
    'When your partner’s domino will take the trick, play a count domino on it: its points come to your side.',
  ],
  seed: 545,
  settings: HOUSE,
  steps: [
    {
      at: 'bid',
      say: 'Your hand is weak, with one double and no long suit: pass, and watch what your partner bids.',
      expect: [pass],
      wrong: 'For this lesson, pass: your partner holds the hand to bid.',
    },
    {
      at: 1,
      say: 'Your partner bid 31 and named follow-me: no trump. They led the 5-5, the highest five, so nothing can beat it. Give it your 5-0: its 5 points come to your side.',
      expect: [play('5-0')],
      wrong: 'Your partner’s 5-5 takes this trick: give it the 5-0, worth 5, not a domino worth nothing.',
      exact: true,
    },
  ],
  summary: [
    'A bid tells you where the strength is: when your partner wins it, play to help them.',
    'When your partner’s domino will take the trick, give it your count.',
  ],
};

/** (8) Doubles as trump, and follow-me. */
export const DOUBLES: Lesson = {
  id: 'doubles',
  title: 'Doubles as trump and follow-me',
  goal: 'Name doubles as trump with a hand full of doubles, and know follow-me, the hand with no trump.',
  intro: [
    'Trump can also be the doubles: the seven doubles become one suit, the 6-6 highest and the 0-0 lowest.',
    'With doubles as trump, a double led can only be followed by a double, and the other dominoes keep their suits.',
    'Follow-me is the other choice: no trump at all. The domino led names the suit, and each double is the highest of its suit.',
  ],
  seed: 483,
  settings: HOUSE,
  steps: [
    {
      at: 'bid',
      say: 'You hold four doubles, the 6-6 and the 5-5 among them: bid 30.',
      expect: [points(30)],
      acceptable: [points(31)],
      wrong: 'Four doubles make a strong hand: bid 30.',
    },
    {
      at: 'trump',
      say: 'Name doubles: your 0-0, 2-2, 5-5 and 6-6 become four trumps, the 6-6 the highest of all.',
      expect: [trump('doubles')],
      acceptable: [trump('sixes'), trump('follow-me')],
      wrong: 'Your strength is your four doubles: name doubles, and they become trumps.',
      exact: true,
    },
    {
      at: 1,
      say: 'Lead the 6-6: nothing beats it, and every double they hold must fall on it.',
      expect: [play('6-6')],
      acceptable: [play('5-5')],
      wrong:
        'Lead your highest doubles first: they cannot lose, and they draw out the doubles the others hold.',
      exact: true,
    },
  ],
  summary: [
    'Doubles as trump: the seven doubles are the trump suit, from the 6-6 down to the 0-0.',
    'Follow-me: no trump; the domino led names the suit and each double is its highest.',
  ],
};

/** (9) Nello. */
export const NELLO: Lesson = {
  id: 'nello',
  title: 'Nello',
  goal: 'Bid nello with a hand of low dominoes, and lose every trick.',
  intro: [
    'Nello turns the hand around: bid at least 1 mark, name nello, and you must lose every trick.',
    'Your partner sits out: their dominoes stay down, and each trick has three plays.',
    'At this table the doubles are a suit of their own in nello: only a double follows a double.',
    'Low dominoes are what you want: play one low in its suit and a higher one takes the trick.',
  ],
  seed: 118,
  settings: HOUSE,
  steps: [
    {
      at: 'bid',
      say: 'An opponent bid 30. Your dominoes are all low, with no double: bid 1 mark, and you will name nello.',
      expect: [marks(1)],
      wrong: 'Bid 1 mark: nello is named after a bid of at least 1 mark.',
      wrongFor: [
        {
          choice: pass,
          why: 'Passing leaves the hand to their 30. Low dominoes and no double make a nello hand: bid 1 mark.',
        },
      ],
    },
    {
      at: 'trump',
      say: 'Name nello: from now on your side must not take a single trick.',
      expect: [trump('nello')],
      wrong:
        'With a suit as trump, a mark bid must take every trick, and these low dominoes cannot: name nello.',
    },
    {
      at: 1,
      say: 'You lead. Lead the 3-1: the threes the others can hold (the 3-2, the 4-3, the 6-3) are all higher, so one of them takes it.',
      expect: [play('3-1')],
      wrong:
        'Over the hands the others could hold, that lead takes a trick more often: lead the 3-1, low in a suit where theirs are higher.',
      exact: true,
    },
  ],
  summary: [
    'Nello: bid at least 1 mark, then lose every trick, with your partner sitting out.',
    'Lead and play low in suits where the others hold higher dominoes.',
  ],
};

/** (10) Splash and plunge. */
export const SPECIALS: Lesson = {
  id: 'specials',
  title: 'Splash and plunge',
  goal: 'Bid splash with three doubles, then take every trick with your partner, never spending two winners on one trick.',
  intro: [
    'Splash: with 3 doubles or more you may bid 2 marks at once. Your partner names trump and leads, and your side must take every trick.',
    'Plunge is the same with 4 doubles or more, for 4 marks.',
  ],
  seed: 149,
  settings: HOUSE,
  steps: [
    {
      at: 'bid',
      say: 'You hold three doubles, the 0-0, the 1-1 and the 6-6: bid splash.',
      expect: [splash(2)],
      wrong: 'Three doubles make a splash: bid it, and your partner names trump.',
    },
    {
      at: 1,
      say: 'Your partner named ones and led the 6-1, which beats the 2-1 played on it: this trick is your side’s. Keep your 1-1 for later, and give the trick your 4-1, worth 5.',
      expect: [play('4-1')],
      wrong:
        'Your partner’s 6-1 already takes this trick: your 1-1 would be spent for nothing. Play the 4-1, and its 5 points come to your side.',
      exact: true,
    },
  ],
  summary: [
    'Splash (3 doubles, 2 marks) and plunge (4 doubles, 4 marks): your partner names trump and leads, and your side must take every trick.',
    'With your partner, take each trick once: keep your winners when their domino already wins.',
  ],
};

/** (11) Sevens: a table that plays it turns the hand into a count of pips. */
export const SEVENS: Lesson = {
  id: 'sevens',
  title: 'Sevens',
  goal: 'Add up the pips on your dominoes, bid sevens with a hand near 7, and play the domino nearest 7 every time.',
  intro: [
    'Sevens is a contract some tables play. It is named instead of a trump, after a bid of at least 1 mark.',
    'Add up the pips on each domino: the 5-2 totals 7, the 4-2 totals 6, the 6-2 totals 8.',
    'In sevens there are no suits: everyone must play the domino in their hand whose pips total nearest 7, and the nearest takes the trick. A 6 and an 8 are as near as each other; between two as near, the one played first wins.',
    'The bidder leads, and the bidder’s side must take every trick.',
  ],
  seed: 159,
  settings: { ...HOUSE, sevens: true },
  steps: [
    {
      at: 'bid',
      say: 'Add up your dominoes: the 5-2 and the 6-1 total 7, and the 4-2, the 5-1 and the 6-2 are one from it. A hand near 7 is a sevens hand: bid 1 mark.',
      expect: [marks(1)],
      wrong: 'Bid 1 mark: sevens is named after a bid of at least 1 mark, and this hand is made for it.',
    },
    {
      at: 'trump',
      say: 'Name sevens: from now on every trick goes to the domino nearest 7.',
      expect: [trump('sevens')],
      wrong:
        'With a suit as trump, a bid of 1 mark must take every trick, and this hand has no long suit with its double. Name sevens: your dominoes near 7 win.',
    },
    {
      at: 1,
      say: 'You lead, and you must play your domino nearest 7. The 5-2 and the 6-1 total exactly 7: lead one. No domino comes nearer, and a tie goes to the one played first.',
      expect: [play('5-2'), play('6-1')],
      wrong: 'In sevens you play your domino nearest 7: the 5-2 and the 6-1 total exactly 7.',
      wrongFor: [
        {
          choice: play('4-2'),
          why: 'The 4-2 totals 6, one from seven, but the 5-2 totals exactly 7 and wins.',
        },
        {
          choice: play('5-1'),
          why: 'The 5-1 totals 6, one from seven, but the 5-2 totals exactly 7 and wins.',
        },
        {
          choice: play('6-2'),
          why: 'The 6-2 totals 8, one from seven, but the 6-1 totals exactly 7 and wins.',
        },
      ],
    },
    {
      at: 3,
      say: 'Your dominoes of 7 are spent. The 4-2 and the 5-1 total 6 and the 6-2 totals 8: each is one from 7, the nearest you hold. Lead one of them: the last 7 has been played, and a tie goes to you, who played first.',
      expect: [play('4-2'), play('5-1'), play('6-2')],
      wrong: 'Play your domino nearest 7: the 4-2, the 5-1 and the 6-2 are each one from it.',
      wrongFor: [
        {
          choice: play('3-2'),
          why: 'The 3-2 totals 5, two from seven: the 4-2, the 5-1 and the 6-2 are nearer, one from seven.',
        },
        {
          choice: play('5-5'),
          why: 'The 5-5 totals 10, three from seven: the 4-2, the 5-1 and the 6-2 are nearer, one from seven.',
        },
      ],
    },
  ],
  summary: [
    'Sevens: named after a bid of at least 1 mark; the bidder’s side must take every trick.',
    'Everyone must play their domino whose pips total nearest 7, and the nearest takes the trick.',
    'A 6 and an 8 are as near as each other; between two as near, the one played first wins.',
  ],
};
