// The deployed surface: every callable, re-exported. Logic lives in the modules.
export { createRoom } from './callables/create-room';
export { joinRoom } from './callables/join-room';
export { leaveRoom } from './callables/leave-room';
export { takeSeat } from './callables/take-seat';
export { swapSeats } from './callables/swap-seats';
export { configureRoom } from './callables/configure-room';
export { startGame } from './callables/start-game';
export { placeBet } from './callables/place-bet';
export { selectTrump } from './callables/select-trump';
export { playDomino } from './callables/play-domino';
export { agree } from './callables/agree';
export { claimTimeout } from './callables/claim-timeout';
export { createRoomFromGame } from './callables/create-room-from-game';
export { answerCoach } from './callables/answer-coach';
export { removeWatcher } from './callables/remove-watcher';
export { markAway } from './callables/mark-away';
export { setAway } from './callables/set-away';
