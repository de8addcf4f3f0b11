// The table's live log: each sentence the announcer adds (a bid, a play, a trick, whose move it
// is, a reading asked for) is said by screen readers as it arrives. The sentences are added to the
// page after it shows the log (a live region's first content is not announced), each once, and
// only those the announcer keeps stay (the last few, of this deal only: hooks/use-announcer.ts).
// Off screen: everything it says is on the table for those who look.
import { useEffect, useRef } from 'react';
import type { Said } from '../hooks/use-announcer';

export type TableVoiceProps = {
  readonly said: readonly Said[];
};

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
      sentence.dataset.said = String(line.id);
      element.append(sentence);
      newest.current = line.id;
    }
    const oldest = said[0]?.id ?? newest.current + 1;
    for (const sentence of [...element.children] as HTMLElement[])
      if (Number(sentence.dataset.said) < oldest) sentence.remove();
  }, [said]);
  return <div ref={log} className="sr-only" role="log" aria-live="polite" aria-label="Table announcements" />;
}
