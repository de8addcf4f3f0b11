// Copying a link to the clipboard, as the invite and "continue on another phone" panels offer it:
// whether it was copied, so the button can say so.
import { useState } from 'react';

/** `copy(text)` puts text on the clipboard; `copied` says whether the last copy worked (a browser
 * without clipboard access simply leaves it false: the link is on screen to copy by hand). */
export function useCopy(): { readonly copied: boolean; readonly copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return { copied, copy };
}
