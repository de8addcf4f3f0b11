// Seats are absolute (0..3 clockwise); the screen is drawn from the viewer's chair. The viewer
// sits at the bottom, the next seat clockwise on the left, the partner at the top. A watcher
// sees the table from the seat they chose to watch from (seat 0 until they choose).
import { teamOf as teamOfSeat } from '@texas42/shared';
import type { Seat, Team } from '@texas42/shared';
import { TABLE_POSITIONS } from '../table-view-model';
import type { TablePosition, TableSide } from '../table-view-model';

/** Where `seat` sits as seen from `viewer`. */
export function positionOf(viewer: Seat, seat: Seat): TablePosition {
  return TABLE_POSITIONS[(seat - viewer + 4) % 4]!;
}

/** "us" for the viewer's team, "them" for the other. */
export function sideOf(viewer: Seat, team: Team): TableSide {
  return team === teamOfSeat(viewer) ? 'us' : 'them';
}
