// The words the app uses for bids, trumps and targets, as players say them (the table, the replay
// and the review alike).
import { describeBid } from '@texas42/shared';
import type { BidAction, Contract, PassAction, Settings, Trump } from '@texas42/shared';

const TRUMP_LABELS: Record<Trump, string> = {
  blanks: 'Blanks',
  ones: 'Ones',
  twos: 'Twos',
  threes: 'Threes',
  fours: 'Fours',
  fives: 'Fives',
  sixes: 'Sixes',
  doubles: 'Doubles',
  'follow-me': 'Follow-me',
  nello: 'Nello',
  sevens: 'Sevens',
};

/** "Sixes", "Doubles", "Follow-me", "Nello". */
export function trumpLabel(trump: Trump): string {
  return TRUMP_LABELS[trump];
}

/** "34", "2 marks", "Splash (2 marks)". */
export function bidLabel(contract: Pick<Contract, 'kind' | 'value'>): string {
  const text = describeBid(contract);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A seat's bid or pass as its plate shows it: "Pass", "34", "2 marks". */
export function bidOrPassLabel(action: BidAction | PassAction): string {
  return action.type === 'pass' ? 'Pass' : bidLabel(action);
}

/** What wins the game: "7 marks", "250 points". */
export function targetLabel(settings: Settings): string {
  const { kind, value } = settings.target;
  return `${value} ${kind === 'marks' ? (value === 1 ? 'mark' : 'marks') : 'points'}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The daily deal of a date (YYYY-MM-DD): "Daily deal · 26 Nov". */
export function dailyLabel(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `Daily deal · ${day} ${MONTHS[month! - 1]}`;
}

/** "1 mark", "3 marks": `count` of `word`, plural unless one. */
const counted = (count: number, word: string): string => `${count} ${count === 1 ? word : `${word}s`}`;

/** "1 mark", "3 marks". */
export function marksLabel(marks: number): string {
  return counted(marks, 'mark');
}

/** "1 point", "11 points". */
export function pointsLabel(points: number): string {
  return counted(points, 'point');
}

/** "1 game point", "38 game points": what a hand adds to a game played to points. */
export function gamePointsLabel(points: number): string {
  return counted(points, 'game point');
}

/** Names joined as people say them: "Carlos", "Carlos and Rosa", "Carlos, Rosa and Mia". */
export function listOfNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The first character of a name as a reader sees it, capitalised: "A" for "ann", "😀" for "😀 Zeb"
 * (a whole emoji, where the name's first UTF-16 unit is half of one and draws as "�"), "?" for a
 * blank name. */
export function initialOf(name: string): string {
  const trimmed = name.trim();
  const first =
    typeof Intl.Segmenter === 'function'
      ? ([...new Intl.Segmenter().segment(trimmed)][0]?.segment ?? '')
      : (Array.from(trimmed)[0] ?? '');
  return first.toUpperCase() || '?';
}
