// "Help me bid" and "Compare trumps": the outlook's chances as the sheet draws them: one row per
// trump, one column per bid level, whole percentages. When the panel offers them (a table with
// hints on, the viewer to bid or name trump) is the table's `outlookAsk` (web/src/lib/table-slots.ts).
import type { BidOutlook } from '@texas42/shared';
import { trumpLabel } from '../../../lib/labels';

/** One bid level: "30" .. "42"; open when the viewer may bid it now (or it is the contract). */
interface OutlookColumn {
  readonly key: number;
  readonly label: string;
  readonly open: boolean;
}

/** One percentage: "78", or "–" where the contract is not played at that level. */
interface OutlookCell {
  readonly key: number;
  readonly text: string;
  /** 0..1 for the cell's shading, null for none. */
  readonly chance: number | null;
  readonly open: boolean;
}

interface OutlookRow {
  readonly key: string;
  readonly label: string;
  readonly cells: readonly OutlookCell[];
}

/** The sheet's table: best trump first. */
export interface TableOutlook {
  readonly columns: readonly OutlookColumn[];
  readonly rows: readonly OutlookRow[];
  /** "Over 9 sample deals of the other hands." */
  readonly source: string;
}

const percent = (chance: number): string => String(Math.round(Math.max(0, Math.min(1, chance)) * 100));

/** The outlook as rows of whole percentages under the bid levels. */
export function outlookTable(outlook: BidOutlook): TableOutlook {
  const columns = outlook.levels.map((level) => ({
    key: level.points,
    label: String(level.points),
    open: level.open,
  }));
  const rows = outlook.trumps.map((row) => ({
    key: row.trump,
    label: trumpLabel(row.trump),
    cells: row.chances.map((chance, i) => ({
      key: columns[i]!.key,
      text: chance === null ? '–' : percent(chance),
      chance,
      open: columns[i]!.open,
    })),
  }));
  const deals = outlook.deals === 1 ? '1 sample deal' : `${outlook.deals} sample deals`;
  return { columns, rows, source: `Over ${deals} of the other hands, as the bids allow.` };
}
