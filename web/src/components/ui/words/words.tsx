// Words that name dominoes ("the 6-6", "the 5-0, 4-1 and 3-2"), set so a name never breaks across
// two lines: Chromium breaks after the hyphen, and a newcomer on a 360 px phone read "the 6-" at
// a line's end and "6." on the next. Each name is kept whole; the text reads the same (screen
// readers and tests see the words unchanged).
import styles from './words.module.css';

/** A domino's name in running text: two pips, a hyphen between. */
const NAME = /(\b\d-\d\b)/;

/** `text`, its domino names kept whole on one line. */
export function Words({ text }: { readonly text: string }) {
  return text.split(NAME).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className={styles.name}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
