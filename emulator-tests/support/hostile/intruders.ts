// Hostile requests from the wrong place: no signed-in user, rooms that do not exist or are someone
// else's, another seat's move, and versions the caller's screen never showed.
import fc from 'fast-check';
import { CODE_ALPHABET, CODE_LENGTH, HOUSE, SEATS } from '@texas42/shared';
import type { Add } from './requests';
import { ROOM_CALLABLES, moveOf, roomPayload } from './requests';
import type { GameStage, Stage } from './stage';

export const signedOut = (stage: Stage, add: Add) => {
  for (const callable of ROOM_CALLABLES)
    add(
      'signed out',
      callable,
      stage.signedOut,
      roomPayload(callable, stage.bidding.roomId),
      'unauthenticated',
    );
  add('signed out', 'createRoom', stage.signedOut, { name: 'Eve' }, 'unauthenticated');
  add('signed out', 'joinRoom', stage.signedOut, { code: stage.lobby.code, name: 'Eve' }, 'unauthenticated');
  const record = { settings: HOUSE, seed: 7, actions: [] };
  add('signed out', 'createRoomFromGame', stage.signedOut, { name: 'Eve', record }, 'unauthenticated');
  const token = `${stage.lobby.member.uid}.${'A'.repeat(43)}`;
  add('signed out', 'acceptTransfer', stage.signedOut, { token }, 'unauthenticated');
  add('signed out', 'playDaily', stage.signedOut, { name: 'Eve' }, 'unauthenticated');
  const move = moveOf(
    stage.bidding.roomId,
    stage.bidding.move,
    stage.bidding.turnSeat,
    stage.bidding.turnVersion,
  );
  add('signed out, the valid move', move.callable, stage.signedOut, move.data, 'unauthenticated');
};

export const missingRooms = (stage: Stage, add: Add, seed: number) => {
  const ids = [
    'no-such-room',
    stage.lobby.code,
    ...fc.sample(fc.stringMatching(/^[A-Za-z0-9_-]{20}$/), { seed, numRuns: 2 }),
  ];
  for (const callable of ROOM_CALLABLES) {
    for (const id of ids)
      add(`room ${id}`, callable, stage.bidding.turn, roomPayload(callable, id), 'not-found');
    for (const id of ['__proto__', '__name__'])
      add(
        `reserved room id ${id}`,
        callable,
        stage.bidding.turn,
        roomPayload(callable, id),
        'not-found',
        'invalid-argument',
      );
  }
  const code = fc.stringMatching(new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`));
  for (const free of fc.sample(code, { seed, numRuns: 6 }))
    add(`code ${free} of no table`, 'joinRoom', stage.outsider, { code: free, name: 'Eve' }, 'not-found');
};

export const otherRooms = (stage: Stage, add: Add) => {
  const { lobby, bidding, playing, outsider } = stage;
  for (const caller of [outsider, bidding.turn]) {
    add('not a member', 'leaveRoom', caller, { roomId: lobby.roomId }, 'permission-denied');
    add('not a member', 'takeSeat', caller, { roomId: lobby.roomId, seat: 2 }, 'permission-denied');
    add(
      'not the host',
      'configureRoom',
      caller,
      roomPayload('configureRoom', lobby.roomId),
      'permission-denied',
    );
    add('not the host', 'startGame', caller, { roomId: lobby.roomId }, 'permission-denied');
    add('not a member', 'claimHost', caller, { roomId: lobby.roomId }, 'permission-denied');
  }
  for (const caller of [outsider, lobby.host, bidding.turn]) {
    const move = moveOf(playing.roomId, playing.move, playing.turnSeat);
    add("another room's move", move.callable, caller, move.data, 'permission-denied');
    add('not seated here', 'claimTimeout', caller, { roomId: playing.roomId }, 'permission-denied');
    add('not seated here', 'markAway', caller, { roomId: playing.roomId, seat: 0 }, 'permission-denied');
    add(
      'not the host here',
      'setAway',
      caller,
      { roomId: playing.roomId, seat: 0, away: true },
      'permission-denied',
    );
  }
  for (const caller of [outsider, lobby.member, playing.other]) {
    const move = moveOf(bidding.roomId, bidding.move, bidding.turnSeat);
    add("another room's bid", move.callable, caller, move.data, 'permission-denied');
  }
};

export const otherSeats = (game: GameStage, add: Add) => {
  for (const seat of SEATS.filter((s) => s !== game.turnSeat)) {
    const move = moveOf(game.roomId, game.move, seat, game.turnVersion);
    add(`the turn's move for seat ${seat}`, move.callable, game.turn, move.data, 'permission-denied');
  }
  const stolen = moveOf(game.roomId, game.move, game.turnSeat);
  add("the other human plays the turn's move", stolen.callable, game.other, stolen.data, 'permission-denied');
  const agreeFor = { roomId: game.roomId, to: 'complete-trick', seat: game.turnSeat };
  add("the other human agrees for the turn's seat", 'agree', game.other, agreeFor, 'permission-denied');
};

export const staleVersions = (stage: Stage, add: Add) => {
  for (const game of [stage.bidding, stage.playing]) {
    for (const version of [game.turnVersion - 1, game.version + 1, 0, 2 ** 31]) {
      const move = moveOf(game.roomId, game.move, game.turnSeat, version);
      add(`the valid move at version ${version}`, move.callable, game.turn, move.data, 'aborted');
    }
  }
  const { lobby } = stage;
  for (const version of [lobby.version - 1, lobby.version + 1, 1]) {
    add(`start at version ${version}`, 'startGame', lobby.host, { roomId: lobby.roomId, version }, 'aborted');
    const changes = { turnTimeLimit: 60_000 };
    add(
      `configure at version ${version}`,
      'configureRoom',
      lobby.host,
      { roomId: lobby.roomId, version, changes },
      'aborted',
    );
    add(
      `leave at version ${version}`,
      'leaveRoom',
      lobby.member,
      { roomId: lobby.roomId, version },
      'aborted',
    );
    add(
      `take seat at version ${version}`,
      'takeSeat',
      lobby.member,
      { roomId: lobby.roomId, version, seat: 3 },
      'aborted',
    );
  }
};
