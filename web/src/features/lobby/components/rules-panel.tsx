// The table's rules in the lobby. The host changes them one at a time (each change is sent to
// the room at once and comes back in the room document); everyone else reads the same list.
import { RULES, SETTING_NAMES, aiLevelInfo, choicesOf, hints } from '@texas42/shared';
import type { SettingName, Settings, TableChanges } from '@texas42/shared';
import { useId } from 'react';
import type { RoomDocument } from '../../../lib/game-client';
import type { RuleOption } from '../model/rule-options';
import {
  AI_LEVEL_OPTIONS,
  indexOf,
  PRESET_OPTIONS,
  presetOf,
  TURN_CLOCK_OPTIONS,
} from '../model/rule-options';
import styles from './rules-panel.module.css';

export type RulesPanelProps = {
  readonly room: RoomDocument;
  /** Offer the turn clock: online only (offline the AI never keeps anyone waiting). */
  readonly clock: boolean;
  readonly editable: boolean;
  readonly busy: boolean;
  readonly onChange: (changes: TableChanges) => void;
};

const ON_OFF: readonly RuleOption<boolean>[] = [
  { value: true, label: 'On' },
  { value: false, label: 'Off' },
];

/** The AI's level, preset, every rule setting (target, special contracts, bidding and play), turn
 * clock (online), hints. */
export function RulesPanel({ room, clock, editable, busy, onChange }: RulesPanelProps) {
  const { settings, turnTimeLimit, transformers, aiLevel } = room.lobby;
  const others = transformers.filter((t) => t.name !== 'hints');
  const preset = presetOf(settings);
  const field = { editable, busy };
  const setting = <K extends SettingName>(key: K) => (
    <Rule
      key={key}
      label={RULES[key].label}
      options={choicesOf(key)}
      value={settings[key]}
      onPick={(value: Settings[K]) => onChange({ settings: { [key]: value } })}
      {...field}
    />
  );
  return (
    <section className={styles.panel} aria-label="Rules">
      <h2 className={styles.title}>Rules</h2>
      <Rule
        label="AI players"
        options={AI_LEVEL_OPTIONS}
        value={aiLevel}
        onPick={(value) => onChange({ aiLevel: value })}
        {...field}
      />
      <p className={styles.note}>{aiLevelInfo(aiLevel).description}</p>
      <Rule
        label="Preset"
        options={[...PRESET_OPTIONS, ...(preset === null ? [{ value: null, label: 'Custom' }] : [])]}
        value={preset}
        onPick={(value) => value && onChange({ preset: value })}
        {...field}
      />
      {SETTING_NAMES.map((name) => setting(name))}
      {clock && (
        <Rule
          label="Turn clock"
          options={TURN_CLOCK_OPTIONS}
          value={turnTimeLimit}
          onPick={(value) => onChange({ turnTimeLimit: value })}
          {...field}
        />
      )}
      <Rule
        label="Hints (the AI's advice)"
        options={ON_OFF}
        value={others.length < transformers.length}
        onPick={(on) => onChange({ transformers: on ? [...others, hints()] : others })}
        {...field}
      />
    </section>
  );
}

type RuleProps<T> = {
  readonly label: string;
  readonly options: readonly RuleOption<T>[];
  readonly value: T;
  readonly onPick: (value: T) => void;
  readonly editable: boolean;
  readonly busy: boolean;
};

/** One setting: a native select for the host (accessible on every phone), text for the others. */
function Rule<T>({ label, options, value, onPick, editable, busy }: RuleProps<T>) {
  const id = useId();
  const index = indexOf(options, value);
  const shown = options[index]?.label ?? String(value);
  return (
    <div className={styles.rule}>
      <label className={styles.label} htmlFor={editable ? id : undefined} id={`${id}-label`}>
        {label}
      </label>
      {editable ? (
        <select
          id={id}
          className={styles.select}
          value={index}
          // Not `disabled` while a pick is on its way: a disabled select loses the keyboard's focus
          // (keyboard.e2e's arrow picks lost it on a busy machine), so it only refuses the change.
          aria-disabled={busy}
          onChange={(event) => !busy && onPick(options[Number(event.target.value)]!.value)}
        >
          {options.map((option, i) => (
            <option key={option.label} value={i}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <span className={styles.value} aria-labelledby={`${id}-label`}>
          {shown}
        </span>
      )}
    </div>
  );
}
