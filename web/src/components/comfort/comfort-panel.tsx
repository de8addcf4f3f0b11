// The comfort settings as a list of plain choices, each with a line on what it does. Every change
// is kept on this device and applies at once, on every screen. Shown on its own screen (from home)
// and inside the table menu.
import { useId } from 'react';
import { useComfort } from '../../hooks/use-comfort';
import type { ComfortSettings } from '../../lib/comfort/comfort-settings';
import { TRICK_PAUSES } from '../../lib/comfort/comfort-settings';
import styles from './comfort-panel.module.css';

type Switch = {
  readonly key: 'largerText' | 'largerDominoes' | 'tremorGuard';
  readonly name: string;
  readonly note: string;
};

const SWITCHES: readonly Switch[] = [
  { key: 'largerText', name: 'Larger text', note: 'Every word in the app a size bigger.' },
  {
    key: 'largerDominoes',
    name: 'Larger dominoes',
    note: 'The tiles in your hand as big as the screen allows.',
  },
  {
    key: 'tremorGuard',
    name: 'Ignore a quick second tap',
    note: 'For a shaky hand: a tap right after another one does nothing.',
  },
];

const pauseLabel = (ms: number) => (ms === 0 ? 'Off' : `${ms / 1000} s`);

/** Larger text and dominoes, less motion, the pause after a trick, the tremor guard. */
export function ComfortPanel() {
  const { settings, movesLess, change } = useComfort();
  const pauseId = useId();
  const set = (patch: Partial<ComfortSettings>) => change({ ...settings, ...patch });
  return (
    <div className={styles.panel}>
      {SWITCHES.map((item) => (
        <Row
          key={item.key}
          name={item.name}
          note={item.note}
          checked={settings[item.key]}
          onChange={(on) => set({ [item.key]: on })}
        />
      ))}
      <Row
        name="Less motion"
        note={
          settings.reducedMotion === null
            ? 'Tiles appear without sliding. Now following this phone’s setting.'
            : 'Tiles appear without sliding.'
        }
        checked={movesLess}
        onChange={(on) => set({ reducedMotion: on })}
      />
      <fieldset className={styles.pause} aria-describedby={`${pauseId}-note`}>
        <legend className={styles.name}>Pause after each trick</legend>
        <span id={`${pauseId}-note`} className={styles.note}>
          The finished trick stays on the table this long before Next can sweep it.
        </span>
        <span className={styles.choices}>
          {TRICK_PAUSES.map((pause) => (
            <label key={pause} className={styles.choice}>
              <input
                type="radio"
                name={pauseId}
                checked={settings.trickPause === pause}
                onChange={() => set({ trickPause: pause })}
              />
              {pauseLabel(pause)}
            </label>
          ))}
        </span>
      </fieldset>
    </div>
  );
}

type RowProps = {
  readonly name: string;
  readonly note: string;
  readonly checked: boolean;
  readonly onChange: (on: boolean) => void;
};

/** One on/off setting: its name and note, and the switch. */
function Row({ name, note, checked, onChange }: RowProps) {
  const noteId = useId();
  return (
    <label className={styles.row}>
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        <span id={noteId} className={styles.note}>
          {note}
        </span>
      </span>
      <input
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        aria-describedby={noteId}
        onChange={(event) => onChange(event.target.checked)}
      />
    </label>
  );
}
