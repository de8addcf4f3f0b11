// The names of the callable Cloud Functions: functions/ exports exactly these, web/ calls them.

/** Every callable the game exposes, in the order a game uses them. */
export const CALLABLES = [
  'createRoom',
  'joinRoom',
  'leaveRoom',
  'takeSeat',
  'swapSeats',
  'configureRoom',
  'startGame',
  'placeBet',
  'selectTrump',
  'playDomino',
  'agree',
  'claimTimeout',
  'createRoomFromGame',
  'answerCoach',
  'removeWatcher',
  'markAway',
  'setAway',
  'answerSeat',
  'offerTransfer',
  'acceptTransfer',
  'playDaily',
  'openDaily',
] as const;

/** The name of one callable. */
export type CallableName = (typeof CALLABLES)[number];
