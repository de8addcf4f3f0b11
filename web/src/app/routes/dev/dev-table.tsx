// /dev/table?scene=your-turn|their-turn|trick-won: the table screen on fixture data, for
// working on the layout and for the browser tests' screenshots.
import { useSearchParams } from 'react-router';
import { TableScreen } from '../../../features/table/components/table-screen';
import { tableScenes } from './table-fixtures';

/** The table with a named fixture scene (your-turn by default). */
export function DevTable() {
  const [params] = useSearchParams();
  const name = params.get('scene') ?? 'your-turn';
  const view = name in tableScenes ? tableScenes[name as keyof typeof tableScenes] : tableScenes['your-turn'];
  return (
    <TableScreen
      view={view}
      onPlay={(id) => console.info('play', id)}
      onAgree={() => console.info('agree')}
    />
  );
}
