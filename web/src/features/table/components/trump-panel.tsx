// The declarer names trump: the suits with how many of each the hand holds, doubles,
// follow-me, and nello or sevens where the table plays them. Only legal choices are enabled.
// At a table with hints on, "Compare trumps" beside the title shows each one's chances, and the
// AI's advice shows under the title (choice-panel.tsx).
import type { TableTrumpPanel } from '../table-view-model';
import { ChoiceGrid } from './choice-grid';
import { ChoicePanel } from './choice-panel';
import type { ChoicePanelProps } from './choice-panel';

/** "Name trump" with one button per declaration. */
export function TrumpPanel({ panel, pending, onChoose, ...frame }: ChoicePanelProps<TableTrumpPanel>) {
  return (
    <ChoicePanel
      label="Name trump"
      title={panel.title}
      help={panel.help}
      helpTitle="Compare trumps"
      {...frame}
    >
      <ChoiceGrid
        label="Trumps"
        choices={panel.choices}
        columns={4}
        wideColumns={Math.ceil(panel.choices.length / 2)}
        disabled={pending}
        onChoose={onChoose}
      />
    </ChoicePanel>
  );
}
