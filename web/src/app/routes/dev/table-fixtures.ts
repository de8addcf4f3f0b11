// Hand-made tables for /dev/table, chosen to show every part of the screen: trump sixes bid 34
// by the partner, trick 3 under way, the viewer to follow trumps with two of five tiles.
import type { TableViewModel } from '../../../features/table/table-view-model';
import { dominoId } from '../../../lib/domino';

const d = dominoId;

/** The viewer's turn in the middle of a hand. */
export const yourTurn: TableViewModel = {
  players: {
    bottom: { name: 'Mia', kind: 'human', away: false, dominoCount: 5, isShaker: false, bid: null },
    left: { name: 'Carlos', kind: 'human', away: false, dominoCount: 5, isShaker: false, bid: null },
    top: { name: 'Grandma', kind: 'human', away: false, dominoCount: 4, isShaker: false, bid: '34' },
    right: { name: 'Rosa', kind: 'ai', away: false, dominoCount: 4, isShaker: true, bid: null },
  },
  hand: [
    { id: d(6, 3), playable: true },
    { id: d(6, 0), playable: true },
    { id: d(5, 5), playable: false },
    { id: d(4, 3), playable: false },
    { id: d(2, 1), playable: false },
  ],
  trick: {
    number: 3,
    plays: [
      { position: 'top', dominoId: d(6, 6) },
      { position: 'right', dominoId: d(6, 1) },
    ],
    winner: null,
  },
  turn: 'bottom',
  contract: { bidder: 'top', bid: '34', trump: 'Sixes' },
  score: { points: { us: 11, them: 6 }, marks: { us: 3, them: 4 }, target: '7 marks' },
  prompt: 'Your turn: follow trumps (sixes).',
  agree: null,
};

/** The first trick of a hand: seven tiles each, the bidder about to lead, an opponent away. */
export const theirTurn: TableViewModel = {
  ...yourTurn,
  players: {
    bottom: { ...yourTurn.players.bottom, dominoCount: 7 },
    left: { ...yourTurn.players.left, dominoCount: 7, away: true },
    top: { ...yourTurn.players.top, dominoCount: 7 },
    right: { ...yourTurn.players.right, dominoCount: 7 },
  },
  hand: [d(6, 3), d(6, 0), d(5, 5), d(5, 2), d(4, 3), d(3, 3), d(2, 1)].map((id) => ({
    id,
    playable: false,
  })),
  trick: { number: 1, plays: [], winner: null },
  turn: 'top',
  score: { points: { us: 0, them: 0 }, marks: { us: 3, them: 4 }, target: '7 marks' },
  prompt: 'Grandma called sixes and leads the first trick.',
};

/** A finished trick waiting for everyone's "Next". */
export const trickWon: TableViewModel = {
  ...yourTurn,
  players: {
    bottom: { ...yourTurn.players.bottom, dominoCount: 4 },
    left: { ...yourTurn.players.left, dominoCount: 4 },
    top: yourTurn.players.top,
    right: yourTurn.players.right,
  },
  hand: [d(6, 0), d(5, 5), d(4, 3), d(2, 1)].map((id) => ({ id, playable: false })),
  trick: {
    number: 3,
    plays: [
      { position: 'top', dominoId: d(6, 6) },
      { position: 'right', dominoId: d(6, 1) },
      { position: 'bottom', dominoId: d(6, 3) },
      { position: 'left', dominoId: d(5, 0) },
    ],
    winner: 'top',
  },
  turn: null,
  score: { points: { us: 17, them: 6 }, marks: { us: 3, them: 4 }, target: '7 marks' },
  prompt: 'Grandma takes the trick: 6 points.',
  agree: { label: 'Next' },
};

/** Scenes by name, for /dev/table?scene=… */
export const tableScenes = { 'your-turn': yourTurn, 'their-turn': theirTurn, 'trick-won': trickWon } as const;
