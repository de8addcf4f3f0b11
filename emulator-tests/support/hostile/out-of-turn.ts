// Hostile requests at the wrong moment or against the rules: moves in another phase or out of
// turn, illegal bids and plays, a member doing the host's work, settings the game does not have,
// and offline games that cannot be moved online.
import { DOMINO_COUNT, HOUSE, TRUMPS } from '@texas42/shared';
import type { Add } from './requests';
import { roomPayload } from './requests';
import type { GameStage, Stage } from './stage';

export const wrongPhase = (stage: Stage, add: Add) => {
  const { lobby, bidding, playing } = stage;
  const refused = 'failed-precondition';
  const at = (game: GameStage) => ({ roomId: game.roomId, version: game.turnVersion, seat: game.turnSeat });
  for (const trump of TRUMPS)
    add(`declare ${trump} while bidding`, 'selectTrump', bidding.turn, { ...at(bidding), trump }, refused);
  for (const domino of bidding.turnHand)
    add(`play ${domino} while bidding`, 'playDomino', bidding.turn, { ...at(bidding), domino }, refused);
  for (const game of [bidding, playing])
    for (const to of ['complete-trick', 'score-hand'])
      add(
        `agree to ${to} mid-${game === bidding ? 'bidding' : 'trick'}`,
        'agree',
        game.turn,
        { ...at(game), to },
        refused,
      );
  add('pass while playing', 'placeBet', playing.turn, { ...at(playing), bid: 'pass' }, refused);
  add(
    'bid while playing',
    'placeBet',
    playing.turn,
    { ...at(playing), bid: { kind: 'marks', value: 2 } },
    refused,
  );
  add('declare while playing', 'selectTrump', playing.turn, { ...at(playing), trump: 'doubles' }, refused);
  for (const callable of ['placeBet', 'selectTrump', 'playDomino', 'agree', 'claimTimeout'] as const)
    add('in the lobby', callable, lobby.host, roomPayload(callable, lobby.roomId), refused);
  for (const game of [bidding, playing]) {
    add('start a started game', 'startGame', game.host, { roomId: game.roomId }, refused);
    add(
      'configure a started game',
      'configureRoom',
      game.host,
      roomPayload('configureRoom', game.roomId),
      refused,
    );
    add(
      'take a seat a person holds',
      'takeSeat',
      game.other,
      { roomId: game.roomId, seat: game.turnSeat },
      refused,
    );
    add('change seats mid-game', 'takeSeat', game.other, { roomId: game.roomId, seat: 3 }, refused);
    add('move players mid-game', 'swapSeats', game.host, { roomId: game.roomId, seats: [0, 1] }, refused);
    add('take the host role mid-game', 'claimHost', game.other, { roomId: game.roomId }, refused);
    // (Without a clock a claim is refused only until the seat on turn has been silent a while, which
    // these cases outlast: presence.emulator.test.ts claims too early and then in time.)
    add(
      'mark away a player not gone silent',
      'markAway',
      game.other,
      { roomId: game.roomId, seat: game.turnSeat },
      refused,
    );
  }
  add('take the host seat', 'takeSeat', lobby.member, { roomId: lobby.roomId, seat: 0 }, refused);
  // (A host is taken over only once their phone has been silent a while: host-away.emulator.test.ts.)
  add('take the host role', 'claimHost', lobby.member, { roomId: lobby.roomId }, refused);
  add(
    'move players without hosting',
    'swapSeats',
    lobby.member,
    roomPayload('swapSeats', lobby.roomId),
    'permission-denied',
  );
};

export const againstTheRules = (stage: Stage, add: Add) => {
  const { bidding, playing } = stage;
  const refused = 'failed-precondition';
  const offered = (kind: string, value: number) =>
    bidding.offered.some((a) => a.type === 'bid' && a.kind === kind && a.value === value);
  const bids = [
    ['points', 1],
    ['points', 29],
    ['points', 42],
    ['marks', 3],
    ['marks', 7],
    ['marks', 42],
  ] as const;
  for (const [kind, value] of bids.filter(([kind, value]) => !offered(kind, value)))
    add(
      `bid ${value} ${kind}`,
      'placeBet',
      bidding.turn,
      { roomId: bidding.roomId, bid: { kind, value } },
      refused,
    );
  add('bid out of turn', 'placeBet', bidding.other, { roomId: bidding.roomId, bid: 'pass' }, refused);
  const held = new Set(playing.turnHand);
  for (let domino = 0; domino < DOMINO_COUNT; domino++)
    if (!held.has(domino))
      add(
        `play ${domino}, not in hand`,
        'playDomino',
        playing.turn,
        { roomId: playing.roomId, domino },
        refused,
      );
  for (const domino of playing.otherHand.slice(0, 3))
    add(
      `play ${domino} out of turn`,
      'playDomino',
      playing.other,
      { roomId: playing.roomId, domino },
      refused,
    );
};

export const notTheHost = (stage: Stage, add: Add) => {
  const { lobby } = stage;
  add('a member starts', 'startGame', lobby.member, { roomId: lobby.roomId }, 'permission-denied');
  for (const changes of [
    { turnTimeLimit: 60_000 },
    { preset: 'tournament' },
    { settings: { sevens: true } },
    { aiLevel: 'heuristic' },
  ])
    add(
      `a member configures ${JSON.stringify(changes)}`,
      'configureRoom',
      lobby.member,
      { roomId: lobby.roomId, changes },
      'permission-denied',
    );
};

export const unknownSettings = (stage: Stage, add: Add) => {
  const { lobby } = stage;
  // `{}` is not here: a change that changes nothing now returns the room as it is (no write, no
  // new version), as edge.emulator.test.ts shows.
  const bad = [
    { preset: 'nonsense' },
    { settings: { target: { kind: 'marks', value: 0 } } },
    { settings: { target: { kind: 'points', value: 10_000 } } },
    { settings: { shootTheMoon: true } },
    { settings: { nello: { doubles: 'sideways' } } },
    { transformers: [{ name: 'no-such-variant', params: {} }] },
    { transformers: ['speed'] },
    { preset: 'toString' },
    { preset: 'constructor' },
    { preset: '__proto__' },
    { transformers: [{ name: 'constructor', params: {} }] },
    { transformers: [{ name: 'toString' }] },
    { transformers: [{ name: '__proto__', params: {} }] },
    { turnTimeLimit: 1 },
    { turnTimeLimit: 10 ** 9 },
    { turnTimeLimit: 30_000.5 },
    { aiLevel: 'grandmaster' },
    { aiLevel: 'random' },
    { aiLevel: 'Hard' },
    { settings: { sevens: 'yes' } },
    { settings: [] },
    [],
  ];
  for (const changes of bad)
    add(
      `configure ${JSON.stringify(changes)}`,
      'configureRoom',
      lobby.host,
      { roomId: lobby.roomId, changes },
      'invalid-argument',
    );
  const record = (actions: unknown[]) => ({ name: 'Eve', record: { settings: HOUSE, seed: 3, actions } });
  const games = [
    record([{ type: 'play', seat: 0, domino: 0 }]),
    record([
      { type: 'bid', seat: 0, kind: 'points', value: 30 },
      { type: 'bid', seat: 0, kind: 'points', value: 31 },
    ]),
    {
      name: 'Eve',
      record: { settings: { ...HOUSE, target: { kind: 'marks', value: 99 } }, seed: 3, actions: [] },
    },
    { name: 'Eve', link: 'definitely-not-a-replay-link' },
    { name: 'Eve', link: '!!!!' },
  ];
  for (const data of games)
    add(
      `a game that cannot be moved online`,
      'createRoomFromGame',
      stage.outsider,
      data,
      'invalid-argument',
      'failed-precondition',
    );
};
