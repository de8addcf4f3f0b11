// The number of the format rooms are stored in, on its own so that a page can tell whether it reads
// a save without loading the reader itself (stored-room.ts, with its schemas and upgrades).

/** The format rooms are stored in today. */
export const ROOM_FORMAT = 4;
