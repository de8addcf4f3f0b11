// A refusal keeps its typed code all the way: the room layer (or the request check, the quota, the
// server) names it, functions/src/errors.ts sends it in the HttpsError's details, and the web
// client's own decoder (web/src/lib/firebase/firebase-errors.ts) reads the error the web SDK
// throws back into the same code, with the server's sentence for the player.
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorCode } from '@texas42/shared';
import type { ErrorCode, RoomWithCodeResponse } from '@texas42/shared';
import { toClientError } from '../web/src/lib/firebase/firebase-errors';
import { GameClientError } from '../web/src/lib/game-client';
import { webClient } from './support/web-client';

type Client = ReturnType<typeof webClient>;

/** What the web client makes of a call: the error a screen would get, or 'accepted'. */
const asWebClientSees = (call: Promise<unknown>): Promise<GameClientError | 'accepted'> =>
  call.then(
    () => 'accepted',
    (error: unknown) => toClientError(error),
  );

/** Expects the call refused with `code` as a GameClientError whose message is the server's. */
const expectRefused = async (call: Promise<unknown>, code: ErrorCode, message: RegExp) => {
  const seen = await asWebClientSees(call);
  expect(seen).toBeInstanceOf(GameClientError);
  const error = seen as GameClientError;
  expect(error.code).toBe(code);
  expect(isErrorCode(error.code)).toBe(true);
  expect(error.message).toMatch(message);
  expect(error.message).not.toMatch(/\[\d{3}\]$/);
};

describe('typed error codes from the room layer to the web client', () => {
  const clients: Client[] = [];
  let count = 0;
  const person = async (): Promise<Client> => {
    const client = webClient(`error-codes-${++count}`);
    clients.push(client);
    await client.signIn();
    return client;
  };
  beforeAll(() => setLogLevel('silent'));
  afterAll(() => Promise.all(clients.map((client) => client.close())));

  it('a room refusal: a player who is not the host cannot start the game (room/not-host)', async () => {
    const [ann, bo] = await Promise.all([person(), person()]);
    const { roomId, code } = await ann.call<unknown, RoomWithCodeResponse>('createRoom', { name: 'Ann' });
    await bo.call('joinRoom', { code, name: 'Bo' });
    await expectRefused(bo.call('startGame', { roomId }), 'room/not-host', /host/i);
  });

  it("a move the rules forbid: room/illegal with the engine's own sentence", async () => {
    const ann = await person();
    const { roomId } = await ann.call<unknown, RoomWithCodeResponse>('createRoom', { name: 'Ann' });
    await ann.call('startGame', { roomId });
    // The hand opens with bidding: no domino may be played yet, whoever's turn it is.
    await expectRefused(ann.call('playDomino', { roomId, domino: 0 }), 'room/illegal', /\w/);
  });

  it('a request check, the server and sign-in: payload/name, room/not-found, auth/signed-out', async () => {
    const cy = await person();
    await expectRefused(cy.call('createRoom', { name: '' }), 'payload/name', /name/i);
    await expectRefused(cy.call('joinRoom', { code: 'ZZZZZZ', name: 'Cy' }), 'room/not-found', /\w/);
    const stranger = webClient(`error-codes-signed-out`);
    clients.push(stranger);
    await expectRefused(stranger.call('createRoom', { name: 'Eve' }), 'auth/signed-out', /sign in/i);
  });
});
