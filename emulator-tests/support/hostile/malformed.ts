// Malformed payloads: for every callable, a request that would do something if the server let it
// through (the human on turn bidding, the host starting, a member leaving), broken one way at a
// time: a field given an invalid value, a required field missing, a field the callable does not
// take, or no object at all. Every one must come back `invalid-argument`.
import fc from 'fast-check';
import { HOUSE, moveRequest } from '@texas42/shared';
import type { CallableName } from '@texas42/shared';
import type { Caller, Stage } from './stage';
import { INVALID } from './values';
import type { Field } from './values';

/** One payload to send and the error codes it may get. */
export interface Case {
  readonly label: string;
  readonly callable: CallableName;
  readonly caller: Caller;
  readonly data: unknown;
  readonly expected: readonly string[];
}

/** A request that would be acted on as it stands, and which of its fields are required. */
interface Shape {
  readonly callable: CallableName;
  readonly caller: Caller;
  readonly base: Record<string, unknown>;
  readonly required: readonly Field[];
}

const shapes = (stage: Stage): Shape[] => {
  const { lobby, bidding, playing, outsider } = stage;
  const target = (s: { roomId: string; version: number }) => ({ roomId: s.roomId, version: s.version });
  const move = (s: Stage['bidding']) => ({
    ...moveRequest(s.move, s.roomId, s.turnVersion)!.payload,
    seat: s.turnSeat,
  });
  return [
    { callable: 'createRoom', caller: outsider, base: { name: 'Eve', preset: 'house' }, required: ['name'] },
    {
      callable: 'joinRoom',
      caller: outsider,
      base: { code: lobby.code, name: 'Eve', joining: 'sit' },
      required: ['code', 'name'],
    },
    { callable: 'leaveRoom', caller: lobby.member, base: target(lobby), required: ['roomId'] },
    {
      callable: 'takeSeat',
      caller: lobby.member,
      base: { ...target(lobby), seat: 2 },
      required: ['roomId', 'seat'],
    },
    {
      callable: 'swapSeats',
      caller: lobby.host,
      base: { ...target(lobby), seats: [1, 2] },
      required: ['roomId', 'seats'],
    },
    {
      callable: 'configureRoom',
      caller: lobby.host,
      base: { ...target(lobby), changes: { turnTimeLimit: 60_000 } },
      required: ['roomId', 'changes'],
    },
    { callable: 'startGame', caller: lobby.host, base: target(lobby), required: ['roomId'] },
    { callable: 'placeBet', caller: bidding.turn, base: move(bidding), required: ['roomId', 'bid'] },
    {
      callable: 'selectTrump',
      caller: bidding.turn,
      base: { ...target(bidding), seat: bidding.turnSeat, trump: 'sixes' },
      required: ['roomId', 'trump'],
    },
    { callable: 'playDomino', caller: playing.turn, base: move(playing), required: ['roomId', 'domino'] },
    {
      callable: 'agree',
      caller: playing.turn,
      base: { ...target(playing), seat: playing.turnSeat, to: 'complete-trick' },
      required: ['roomId', 'to'],
    },
    { callable: 'claimTimeout', caller: bidding.other, base: target(bidding), required: ['roomId'] },
    {
      callable: 'answerCoach',
      caller: lobby.member,
      base: { ...target(lobby), uid: lobby.asker.uid, accept: true },
      required: ['roomId', 'uid', 'accept'],
    },
    {
      callable: 'removeWatcher',
      caller: lobby.host,
      base: { ...target(lobby), uid: lobby.asker.uid },
      required: ['roomId', 'uid'],
    },
    {
      callable: 'markAway',
      caller: bidding.other,
      base: { ...target(bidding), seat: 0 },
      required: ['roomId', 'seat'],
    },
    {
      callable: 'claimHost',
      caller: lobby.member,
      base: { ...target(lobby), host: lobby.host.uid },
      required: ['roomId'],
    },
    {
      callable: 'setAway',
      caller: bidding.other,
      base: { ...target(bidding), seat: 0, away: true },
      required: ['roomId', 'seat', 'away'],
    },
    {
      callable: 'answerSeat',
      caller: lobby.host,
      base: { ...target(lobby), uid: lobby.asker.uid, accept: false },
      required: ['roomId', 'uid', 'accept'],
    },
    { callable: 'offerTransfer', caller: lobby.member, base: { roomId: lobby.roomId }, required: ['roomId'] },
    {
      callable: 'acceptTransfer',
      caller: outsider,
      base: { token: `${lobby.member.uid}.${'A'.repeat(43)}` },
      required: ['token'],
    },
    {
      callable: 'createRoomFromGame',
      caller: outsider,
      base: { name: 'Eve', seat: 0, record: { settings: HOUSE, seed: 7, actions: [] } },
      required: ['name', 'record'],
    },
    {
      callable: 'createRoomFromGame',
      caller: outsider,
      base: { name: 'Eve', link: 'placeholder' },
      required: ['link'],
    },
    { callable: 'playDaily', caller: outsider, base: { name: 'Eve' }, required: ['name'] },
  ];
};

const EXTRA_FIELDS: Record<string, unknown>[] = [
  { uid: 'someone-else' },
  { now: 0 },
  { seed: 1 },
  { constructor: 'x' },
  { action: { type: 'score-hand' } },
];
const NOT_OBJECTS: unknown[] = [null, 42, 'placeBet', true, [], ['roomId']];

/** `perField` invalid values for every field of every callable, and the structural breakages. */
export function malformedCases(stage: Stage, perField: number, seed: number): Case[] {
  const cases: Case[] = [];
  const invalid = 'invalid-argument';
  for (const [index, { callable, caller, base, required }] of shapes(stage).entries()) {
    const add = (label: string, data: unknown) =>
      cases.push({ label: `${callable}: ${label}`, callable, caller, data, expected: [invalid] });
    for (const field of Object.keys(base) as Field[]) {
      if (field === 'link' && base.link === 'placeholder') continue; // the link's own cases follow
      const values = fc.sample(INVALID[field], { seed: seed + index * 97 + field.length, numRuns: perField });
      for (const value of values) add(`${field} = ${preview(value)}`, { ...base, [field]: value });
    }
    if (base.link === 'placeholder') {
      for (const value of fc.sample(INVALID.link, { seed: seed + index, numRuns: perField }))
        add(`link = ${preview(value)}`, { ...base, link: value });
      add('both a link and a record', { ...base, record: { settings: HOUSE, seed: 7, actions: [] } });
      continue;
    }
    for (const field of required) {
      const { [field]: _dropped, ...rest } = base;
      add(`no ${field}`, rest);
    }
    for (const extra of EXTRA_FIELDS.filter((e) => !(Object.keys(e)[0]! in base)))
      add(`extra ${Object.keys(extra)[0]}`, { ...base, ...extra });
    for (const data of NOT_OBJECTS) add(`payload ${preview(data)}`, data);
  }
  return cases;
}

/** A short description of a value for a test label. */
export const preview = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}... (${text.length} chars)` : text;
};
