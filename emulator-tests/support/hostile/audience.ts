// Hostile requests about the audience: answering a coach's request one was not asked, sending
// a watcher away without being the host (or someone who does not watch), asking to coach a seat
// the AI plays, and answers made against a version the caller never saw.
import type { Add } from './requests';
import type { Stage } from './stage';

export const audienceIntruders = (stage: Stage, add: Add) => {
  const { lobby, outsider } = stage;
  const { roomId } = lobby;
  const answer = (uid: string) => ({ roomId, uid, accept: true });
  add('the host was not asked', 'answerCoach', lobby.host, answer(lobby.asker.uid), 'failed-precondition');
  add('nobody asked', 'answerCoach', lobby.member, answer(lobby.host.uid), 'failed-precondition');
  for (const caller of [lobby.asker, outsider])
    add('not seated here', 'answerCoach', caller, answer(lobby.asker.uid), 'permission-denied');
  for (const caller of [lobby.member, lobby.asker, outsider])
    add('not the host', 'removeWatcher', caller, { roomId, uid: lobby.asker.uid }, 'permission-denied');
  add('a seated player', 'removeWatcher', lobby.host, { roomId, uid: lobby.member.uid }, 'permission-denied');
  add('the host themself', 'removeWatcher', lobby.host, { roomId, uid: lobby.host.uid }, 'invalid-argument');
  add(
    'coach an AI seat',
    'joinRoom',
    outsider,
    { code: lobby.code, name: 'Eve', joining: { coach: 2 } },
    'failed-precondition',
  );
  for (const version of [lobby.version - 1, lobby.version + 1]) {
    add(
      `answer at version ${version}`,
      'answerCoach',
      lobby.member,
      { ...answer(lobby.asker.uid), version },
      'aborted',
    );
    const remove = { roomId, uid: lobby.asker.uid, version };
    add(`remove at version ${version}`, 'removeWatcher', lobby.host, remove, 'aborted');
  }
};
