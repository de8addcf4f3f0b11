// The stored truth a view feed is checked against: the view document as the server stored it,
// read with the Admin SDK (rules do not bind it). One Admin app serves every open feed of the
// process, made by the first and released with the last, so a test file that closes its players
// leaves nothing open.
import type { DocumentData } from 'firebase-admin/firestore';
import { adminFirestore } from './admin';

let truth: ReturnType<typeof adminFirestore> | null = null;
let feeds = 0;

/** Counts a feed that may read the stored truth until it lets go (the returned function). */
export function holdStoredViews(): () => void {
  feeds += 1;
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    feeds -= 1;
    if (feeds > 0 || truth === null) return;
    const closing = truth;
    truth = null;
    void closing.close();
  };
}

/** The stored data of the document at `path`, or undefined when none is stored. */
export async function storedData(path: string): Promise<DocumentData | undefined> {
  truth ??= adminFirestore();
  return (await truth.db.doc(path).get()).data();
}
