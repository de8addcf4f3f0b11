// Which daily deal a tap opens: the server's whenever it answers, the practice deal on the phone
// only when it cannot be reached, and a refusal is the player's to read.
import { describe, expect, it } from 'vitest';
import type { RoomWithCodeResponse } from '@texas42/shared';
import type { GameClient } from '../../../lib/game-client';
import { GameClientError } from '../../../lib/game-client';
import { openDaily } from './play-daily';

/** A client whose playDaily answers with `room`, or fails with `error`; it counts its calls. */
function dailyClient(answer: RoomWithCodeResponse | GameClientError, mode: 'online' | 'offline' = 'online') {
  const players: string[] = [];
  const client = {
    mode,
    send: async (operation: string, { name }: { name: string }) => {
      if (operation !== 'playDaily') throw new Error(`not ${operation}`);
      players.push(name);
      if (answer instanceof GameClientError) throw answer;
      return answer;
    },
  } as unknown as GameClient;
  return { client, players };
}

const practice = { roomId: 'offline-1', version: 1, code: 'QWE234' };

describe('the daily deal a tap opens', () => {
  it('is today’s deal from the server whenever it answers, with no practice deal dealt', async () => {
    const online = dailyClient({ roomId: 'r1', version: 1, code: 'ABC234' });
    const offline = dailyClient(practice, 'offline');
    await expect(openDaily(online.client, offline.client, 'Mia')).resolves.toEqual({
      roomId: 'r1',
      inviteCode: 'ABC234',
      mode: 'online',
    });
    expect(offline.players).toEqual([]);
  });

  it('is the practice deal on the phone once the server could not be reached', async () => {
    const online = dailyClient(new GameClientError('client/unreachable'));
    const offline = dailyClient(practice, 'offline');
    await expect(openDaily(online.client, offline.client, 'Mia')).resolves.toEqual({
      roomId: 'offline-1',
      inviteCode: null,
      mode: 'offline',
    });
    expect([online.players, offline.players]).toEqual([['Mia'], ['Mia']]);
  });

  it('passes the server’s refusal on in its words, with no practice deal instead', async () => {
    const refusal = new GameClientError('daily/played', 'You have played today’s deal; come back tomorrow');
    const offline = dailyClient(practice, 'offline');
    await expect(openDaily(dailyClient(refusal).client, offline.client, 'Mia')).rejects.toBe(refusal);
    expect(offline.players).toEqual([]);
  });
});
