import { readFileSync } from 'node:fs';
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertFails, assertSucceeds, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  serverTimestamp,
  setLogLevel,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import type { InviteDoc, PublicRoom, QuotaDoc, RoomStateDoc, ViewDoc } from '@texas42/shared';
import {
  COLLECTIONS,
  DAILY_SECRET_PATH,
  PUBLIC_FORMAT,
  ROOM_FORMAT,
  coachViewPath,
  invitePath,
  presenceCollectionPath,
  presencePath,
  quotaPath,
  emptyStats,
  roomPath,
  statsPath,
  roomStatePath,
  spectatorViewPath,
  viewPath,
  viewsPath,
} from '@texas42/shared';
import { HOST, PORTS, PROJECT_ID, RULES_FILE } from './support/emulators';

const ROOM = 'room-1';
const CODE = 'ABCD';
// The rules read only the uid lists: the lobby and the scoreboard can stay empty here.
const room: Omit<PublicRoom, 'lobby' | 'scoreboard'> & Record<'lobby' | 'scoreboard', object> = {
  format: PUBLIC_FORMAT,
  version: 3,
  status: 'playing',
  code: CODE,
  hostUid: 'alice',
  memberUids: ['alice', 'bob', 'carol', 'dan'],
  watcherUids: ['carol', 'dan'],
  coachUids: { 0: [], 1: ['dan'], 2: [], 3: [] },
  lobby: {},
  scoreboard: {},
};
const view = (uid: string): ViewDoc => ({
  format: PUBLIC_FORMAT,
  version: 3,
  view: { hand: `${uid}'s hand` },
});
const state: RoomStateDoc = {
  format: ROOM_FORMAT,
  version: 3,
  room: JSON.stringify({ hands: 'everyone' }),
  choicesSince: {},
};
const invite: InviteDoc = { roomId: ROOM };
const quota: QuotaDoc = { creates: { tokens: 0, at: 1 }, joins: { tokens: 0, at: 1 } };

/** Every path the server writes, plus paths nobody has written. */
const ALL_PATHS = [
  roomPath(ROOM),
  viewPath(ROOM, 'alice'),
  viewPath(ROOM, 'bob'),
  presencePath(ROOM, 'alice'),
  spectatorViewPath(ROOM),
  coachViewPath(ROOM, 1),
  roomStatePath(ROOM),
  invitePath(CODE),
  quotaPath('alice'),
  quotaPath('eve'),
  statsPath('alice'),
  DAILY_SECRET_PATH,
  roomPath('new-room'),
  viewPath('new-room', 'alice'),
  'users/alice',
];

describe('firestore.rules', () => {
  let env: RulesTestEnvironment;
  let alice: Firestore;
  let eve: Firestore;
  let carol: Firestore;
  let dan: Firestore;
  let anonymous: Firestore;

  beforeAll(async () => {
    setLogLevel('silent'); // every denial below is expected; the SDK would log each one
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { host: HOST, port: PORTS.firestore, rules: readFileSync(RULES_FILE, 'utf8') },
    });
    const db = (context: RulesTestContext) => context.firestore() as unknown as Firestore;
    alice = db(env.authenticatedContext('alice'));
    eve = db(env.authenticatedContext('eve'));
    carol = db(env.authenticatedContext('carol'));
    dan = db(env.authenticatedContext('dan'));
    anonymous = db(env.unauthenticatedContext());
  });

  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      const admin = context.firestore() as unknown as Firestore;
      await setDoc(doc(admin, roomPath(ROOM)), room);
      await setDoc(doc(admin, viewPath(ROOM, 'alice')), view('alice'));
      await setDoc(doc(admin, viewPath(ROOM, 'bob')), view('bob'));
      await setDoc(doc(admin, spectatorViewPath(ROOM)), view('spectator'));
      for (const seat of [0, 1]) await setDoc(doc(admin, coachViewPath(ROOM, seat)), view(`coach-${seat}`));
      await setDoc(doc(admin, roomStatePath(ROOM)), state);
      await setDoc(doc(admin, invitePath(CODE)), invite);
      await setDoc(doc(admin, quotaPath('alice')), quota);
      await setDoc(doc(admin, statsPath('alice')), emptyStats());
      await setDoc(doc(admin, DAILY_SECRET_PATH), { key: 'ab'.repeat(32) });
    });
  });

  afterAll(() => env.cleanup());

  it('lets a member read the room document', async () => {
    await assertSucceeds(getDoc(doc(alice, roomPath(ROOM))));
  });

  it('lets a member list the rooms they belong to, and nothing wider', async () => {
    const rooms = collection(alice, COLLECTIONS.rooms);
    await assertSucceeds(getDocs(query(rooms, where('memberUids', 'array-contains', 'alice'))));
    await assertFails(getDocs(rooms));
  });

  it('hides the room document from a non-member and from a signed-out client', async () => {
    await assertFails(getDoc(doc(eve, roomPath(ROOM))));
    await assertFails(getDoc(doc(anonymous, roomPath(ROOM))));
  });

  it("lets a member read their own view and not another member's", async () => {
    await assertSucceeds(getDoc(doc(alice, viewPath(ROOM, 'alice'))));
    await assertFails(getDoc(doc(alice, viewPath(ROOM, 'bob'))));
    await assertFails(getDocs(collection(alice, viewsPath(ROOM))));
  });

  it("lets the room's watchers, and only them, read the spectators' view", async () => {
    await assertSucceeds(getDoc(doc(carol, spectatorViewPath(ROOM))));
    await assertSucceeds(getDoc(doc(dan, spectatorViewPath(ROOM))));
    for (const db of [alice, eve, anonymous]) await assertFails(getDoc(doc(db, spectatorViewPath(ROOM))));
    await assertFails(getDoc(doc(carol, viewPath(ROOM, 'alice'))));
  });

  it("lets a seat's accepted coaches, and only them, read that seat's coach view", async () => {
    await assertSucceeds(getDoc(doc(dan, coachViewPath(ROOM, 1))));
    await assertFails(getDoc(doc(dan, coachViewPath(ROOM, 0))));
    await assertFails(getDoc(doc(dan, viewPath(ROOM, 'bob'))));
    for (const db of [alice, carol, eve, anonymous])
      await assertFails(getDoc(doc(db, coachViewPath(ROOM, 1))));
  });

  it('gives no one a shared view for having its id as their uid', async () => {
    for (const uid of ['spectator', 'coach-1']) {
      const db = env.authenticatedContext(uid).firestore() as unknown as Firestore;
      await assertFails(getDoc(doc(db, spectatorViewPath(ROOM))));
      await assertFails(getDoc(doc(db, coachViewPath(ROOM, 1))));
    }
  });

  it('shows a non-member and a signed-out client no view at all', async () => {
    for (const uid of ['alice', 'bob']) {
      await assertFails(getDoc(doc(eve, viewPath(ROOM, uid))));
      await assertFails(getDoc(doc(anonymous, viewPath(ROOM, uid))));
    }
  });

  it('never lets a client read the private state, not even the host', async () => {
    for (const db of [alice, eve, anonymous]) {
      await assertFails(getDoc(doc(db, roomStatePath(ROOM))));
    }
  });

  it('never lets a client read an invite', async () => {
    for (const db of [alice, eve, anonymous]) {
      await assertFails(getDoc(doc(db, invitePath(CODE))));
      await assertFails(getDocs(collection(db, COLLECTIONS.invites)));
    }
  });

  it("never lets a client read the server's secrets (the daily challenge's deal secret)", async () => {
    for (const db of [alice, eve, anonymous]) {
      await assertFails(getDoc(doc(db, DAILY_SECRET_PATH)));
      await assertFails(getDocs(collection(db, COLLECTIONS.secrets)));
    }
  });

  it('never lets a client read a quota, not even its own, nor list them', async () => {
    for (const db of [alice, eve, anonymous]) {
      await assertFails(getDoc(doc(db, quotaPath('alice'))));
      await assertFails(getDocs(collection(db, COLLECTIONS.quotas)));
    }
  });

  it('lets a person read their own statistics, and nobody else, nor list them', async () => {
    await assertSucceeds(getDoc(doc(alice, statsPath('alice'))));
    for (const db of [eve, anonymous]) {
      await assertFails(getDoc(doc(db, statsPath('alice'))));
      await assertFails(getDocs(collection(db, COLLECTIONS.stats)));
    }
  });

  it('never lets a client write statistics, not even its own', async () => {
    const own = doc(alice, statsPath('alice'));
    await assertFails(updateDoc(own, { 'totals.games': 1000, 'totals.gamesWon': 1000 }));
    await assertFails(deleteDoc(own));
    await assertFails(setDoc(doc(eve, statsPath('eve')), emptyStats()));
  });

  it('never lets a client reset or fill up its own quota', async () => {
    const own = doc(alice, quotaPath('alice'));
    await assertFails(setDoc(own, { creates: { tokens: 1000, at: Date.now() } }));
    await assertFails(updateDoc(own, { 'joins.tokens': 1000 }));
    await assertFails(deleteDoc(own));
    await assertFails(setDoc(doc(eve, quotaPath('eve')), { creates: { tokens: 1000, at: Date.now() } }));
  });

  describe('heartbeats', () => {
    const beat = (gone = false) => ({ at: serverTimestamp(), gone });
    const pause = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

    it('a member writes their own, stamped with the server time, and every member reads them all', async () => {
      await assertSucceeds(setDoc(doc(alice, presencePath(ROOM, 'alice')), beat()));
      await assertSucceeds(setDoc(doc(carol, presencePath(ROOM, 'carol')), beat()));
      for (const db of [alice, carol, dan])
        await assertSucceeds(getDocs(collection(db, presenceCollectionPath(ROOM))));
    });

    it("nobody forges another's, backdates their own, adds fields, or deletes one", async () => {
      await assertFails(setDoc(doc(alice, presencePath(ROOM, 'bob')), beat()));
      const past = Timestamp.fromMillis(Date.now() - 120_000);
      await assertFails(setDoc(doc(alice, presencePath(ROOM, 'alice')), { at: past, gone: false }));
      await assertFails(
        setDoc(doc(alice, presencePath(ROOM, 'alice')), { at: Timestamp.now(), gone: false }),
      );
      await assertFails(setDoc(doc(alice, presencePath(ROOM, 'alice')), { ...beat(), away: false }));
      await assertFails(
        setDoc(doc(alice, presencePath(ROOM, 'alice')), { at: serverTimestamp(), gone: 'no' }),
      );
      await assertSucceeds(setDoc(doc(alice, presencePath(ROOM, 'alice')), beat()));
      await assertFails(deleteDoc(doc(alice, presencePath(ROOM, 'alice'))));
    });

    it('a stranger neither writes nor reads the heartbeats of a room', async () => {
      await assertFails(setDoc(doc(eve, presencePath(ROOM, 'eve')), beat()));
      await assertFails(setDoc(doc(anonymous, presencePath(ROOM, 'eve')), beat()));
      await assertSucceeds(setDoc(doc(alice, presencePath(ROOM, 'alice')), beat()));
      await assertFails(getDoc(doc(eve, presencePath(ROOM, 'alice'))));
      await assertFails(getDocs(collection(eve, presenceCollectionPath(ROOM))));
    });

    it('takes at most one heartbeat every 2 s, and a "gone" mark at once', async () => {
      const own = doc(alice, presencePath(ROOM, 'alice'));
      await assertSucceeds(setDoc(own, beat()));
      await assertFails(setDoc(own, beat()));
      await assertSucceeds(setDoc(own, beat(true)));
      await assertFails(setDoc(own, beat(true)));
      await pause(2_100);
      await assertSucceeds(setDoc(own, beat()));
    });
  });

  it('denies every client write everywhere: create, update, overwrite and delete', async () => {
    for (const db of [alice, dan, eve, anonymous]) {
      for (const path of ALL_PATHS) {
        const ref = doc(db, path);
        await assertFails(setDoc(ref, { memberUids: ['alice', 'eve'] }));
        await assertFails(setDoc(ref, { version: 99 }, { merge: true }));
        await assertFails(updateDoc(ref, { version: 99 }));
        await assertFails(deleteDoc(ref));
      }
    }
  });
});
