// What the callables share after their transaction: the AI seats move, then the caller learns
// the room and its newest version (their view document reaches that version, or already has).

import type { Room, RoomResponse, RoomWithCodeResponse } from '@texas42/shared';
import { playAiSeats } from '../ai-driver';

/** Plays the AI seats on turn, then answers with the room and its version. */
export const afterCommit = async (room: Room): Promise<RoomResponse> => {
  const latest = await playAiSeats(room);
  return { roomId: latest.id, version: latest.version };
};

/** The same, with the invite code for callables that hand it out. */
export const afterCommitWithCode = async (room: Room): Promise<RoomWithCodeResponse> => ({
  ...(await afterCommit(room)),
  code: room.code,
});
