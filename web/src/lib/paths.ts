// Every URL the app links to, built in one place so routes and links cannot drift apart.
import type { GameClientMode } from './game-client';

export const paths = {
  home: { pattern: '/', to: () => '/' },
  /** The invite link; `host` (the inviter's name, for the "Join Ann's table" screen) is optional. */
  join: {
    pattern: '/join/:code',
    to: (code: string, host?: string | null) =>
      `/join/${code}${host ? `?${new URLSearchParams({ host })}` : ''}`,
  },
  room: {
    pattern: '/room/:roomId',
    to: (mode: GameClientMode, roomId: string) => `/${mode === 'online' ? 'room' : 'offline'}/${roomId}`,
  },
  offlineRoom: { pattern: '/offline/:roomId' },
  /** A seat's one-time "continue on another phone" link. */
  continue: { pattern: '/continue/:token', to: (token: string) => `/continue/${token}` },
  stats: { pattern: '/stats', to: () => '/stats' },
  replay: { pattern: '/replay/:link', to: (link: string) => `/replay/${link}` },
  /** The review of a room's finished hand. */
  review: {
    pattern: '/review/:mode/:roomId',
    to: (mode: GameClientMode, roomId: string) => `/review/${mode}/${roomId}`,
  },
  /** The path of lessons, one lesson, and the rule book. */
  learn: { pattern: '/learn', to: () => '/learn' },
  lesson: { pattern: '/learn/:lessonId', to: (lessonId: string) => `/learn/${lessonId}` },
  rules: { pattern: '/rules', to: () => '/rules' },
  /** Larger text and dominoes, less motion, the pause after a trick, the tremor guard. */
  comfort: { pattern: '/comfort', to: () => '/comfort' },
  devTable: { pattern: '/dev/table', to: () => '/dev/table' },
  devDominoes: { pattern: '/dev/dominoes', to: () => '/dev/dominoes' },
} as const;
