// The table's live log: each sentence the announcer adds (a bid, a play, a trick, whose move it
// is, a reading asked for) is said by screen readers as it arrives. The sentences are added to the
// page after it shows the log (a live region's first content is not announced), each once, and
// only the last few stay. Off screen: everything it says is on the table for those who look.
import { useEffect, useRef } from 'react';
import type { Said } from '../hooks/use-announcer';

export type TableVoiceProps = {
  readonly said: readonly Said[];
};

/** How many sentences stay on the page. */
const KEPT = 12;

/** The polite live log of what happens at the table. */
export function TableVoice({ said }: TableVoiceProps) {
  const log = useRef<HTMLDivElement>(null);
  const newest = useRef(-1);
  useEffect(() => {
    const element = log.current;
    if (element === null) return;
    for (const line of said.filter((s) => s.id > newest.current)) {
      const sentence = element.ownerDocument.createElement('p');
      sentence.textContent = line.text;
      element.append(sentence);
      newest.current = line.id;
    }
    while (element.childElementCount > KEPT) element.firstElementChild!.remove();
  }, [said]);
  return <div ref={log} className="sr-only" role="log" aria-live="polite" aria-label="Table announcements" />;
}
