// The prediction of the player's own move (shared/src/room/own-move.ts), as a module of its own so
// the bundler gives it a chunk of its own: it runs the room's own path, about 2 kB the table does
// not otherwise load, and the table's code asks for it as it loads (features/table/api/act.ts).
export { afterOwnMove } from '@texas42/shared';
