// The table's menu: a small button in the corner of the felt that opens a sheet with what is
// not part of play: the invite (online), moving an offline game online, leaving, going home, and
// the comfort settings (shown in the same sheet, so the game stays where it is underneath), and
// the rule book. On the player's own turn at a table with a turn clock it shows the time left (the
// sheet covers the table's clock, which runs on while the player reads).
import type { ReactNode } from 'react';
import { useState } from 'react';
import { ComfortPanel } from '../../../components/comfort/comfort-panel';
import { Button } from '../../../components/ui/button/button';
import { LinkButton } from '../../../components/ui/button/link-button';
import { paths } from '../../../lib/paths';
import { READ_KEYS } from '../hooks/use-read-keys';
import { BottomSheet } from '../../../components/ui/sheet/bottom-sheet';
import { TurnTimer } from '../../../components/ui/turn-timer/turn-timer';
import styles from '../../../components/ui/sheet/table-menu.module.css';

export type TableMenuProps = {
  /** The sheet's content; it gets a Close button below. */
  readonly children: ReactNode;
  readonly className?: string;
  /** "Read the table" and "Repeat the last trick": the sheet closes, then the table is read. */
  readonly read?: { readonly table: () => void; readonly lastTrick: () => void };
  /** When the player's own turn runs out (null: not their turn, or no clock). */
  readonly deadline: number | null;
};

/** "Menu" button and its sheet. */
export function TableMenu({ children, className, read, deadline }: TableMenuProps) {
  const [open, setOpen] = useState(false);
  const [comfort, setComfort] = useState(false);
  const close = () => {
    setOpen(false);
    setComfort(false);
  };
  return (
    <>
      <button
        type="button"
        className={[styles.toggle, className].filter(Boolean).join(' ')}
        aria-label="Table menu"
        aria-expanded={open}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M5 7h14M5 12h14M5 17h14" />
        </svg>
      </button>
      {open && (
        <BottomSheet title={comfort ? 'Comfort' : 'Table menu'} onClose={close}>
          <TurnTimer deadline={deadline} className={styles.clock} />
          {comfort ? (
            <>
              <ComfortPanel />
              <Button variant="secondary" block onClick={() => setComfort(false)}>
                Back to the menu
              </Button>
            </>
          ) : (
            <>
              {read && (
                <>
                  <Button
                    variant="secondary"
                    block
                    aria-keyshortcuts={READ_KEYS.table}
                    onClick={() => (close(), read.table())}
                  >
                    Read the table
                  </Button>
                  <Button
                    variant="secondary"
                    block
                    aria-keyshortcuts={READ_KEYS.lastTrick}
                    onClick={() => (close(), read.lastTrick())}
                  >
                    Repeat the last trick
                  </Button>
                </>
              )}
              {children}
              <Button variant="ghost" block onClick={() => setComfort(true)}>
                Comfort: larger text and dominoes
              </Button>
              <LinkButton to={paths.rules.to()} variant="ghost">
                The rules of 42
              </LinkButton>
            </>
          )}
          <Button variant="ghost" block onClick={close}>
            Close
          </Button>
        </BottomSheet>
      )}
    </>
  );
}
