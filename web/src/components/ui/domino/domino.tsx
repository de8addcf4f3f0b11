// A domino drawn as crisp SVG: an ivory tile with two halves of pips, a divider and a brass
// spinner, or the patterned back of a tile nobody may see. Vertical tiles show the high end on
// top; horizontal tiles are the same drawing turned a quarter, high end on the left.
import { memo, useId } from 'react';
import { dominoName, highEnd, lowEnd } from '@texas42/shared';
import { dominoSpokenName } from '../../../lib/domino';
import styles from './domino.module.css';
import { pipLayout } from './pip-layout';

/** How a tile in a hand or on the table looks: idle (just shown), playable, disabled or selected. */
export type DominoState = 'idle' | 'playable' | 'disabled' | 'selected';

/** Vertical tiles stand up (hands, the trick); horizontal tiles lie down (side players). */
type DominoOrientation = 'vertical' | 'horizontal';

type DominoFace =
  { readonly id: number; readonly faceDown?: false } | { readonly id?: undefined; readonly faceDown: true };

export type DominoProps = DominoFace & {
  readonly orientation?: DominoOrientation;
  /** Short side in CSS pixels; omit it to size the tile with CSS (it keeps its 1:2 shape). */
  readonly size?: number;
  readonly state?: DominoState;
  /** Draw the low end first (top or left). */
  readonly flipped?: boolean;
  /** Hide from assistive technology when the tile is only decoration. */
  readonly decorative?: boolean;
  readonly className?: string;
};

// Vertical drawing space: 100 wide, 200 tall. The horizontal tile maps (x, y) to (y, 100 - x).
const TURN_QUARTER = 'matrix(0 -1 1 0 0 100)';

/** One domino, face up or face down, with an accessible name such as "six-four". Its props are
 * plain values, so a table update redraws only the tiles that changed. */
export const Domino = memo(function Domino(props: DominoProps) {
  const { orientation = 'vertical', size, state = 'idle', flipped = false, decorative = false } = props;
  const gradientId = useId();
  const horizontal = orientation === 'horizontal';
  const label = props.faceDown ? 'face-down domino' : dominoSpokenName(props.id);
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  const classes = [styles.domino, props.className].filter(Boolean).join(' ');

  return (
    <svg
      className={classes}
      viewBox={horizontal ? '0 0 200 100' : '0 0 100 200'}
      width={size === undefined ? undefined : horizontal ? size * 2 : size}
      height={size === undefined ? undefined : horizontal ? size : size * 2}
      data-state={state}
      data-orientation={orientation}
      data-domino={props.faceDown ? 'back' : dominoName(props.id)}
      {...a11y}
    >
      <g transform={horizontal ? TURN_QUARTER : undefined}>
        {props.faceDown ? (
          <DominoBack gradientId={gradientId} />
        ) : (
          <DominoFront
            gradientId={gradientId}
            first={flipped ? lowEnd(props.id) : highEnd(props.id)}
            second={flipped ? highEnd(props.id) : lowEnd(props.id)}
          />
        )}
        {state === 'selected' && <rect className={styles.ring} x="3" y="3" width="94" height="194" rx="13" />}
      </g>
    </svg>
  );
});

/** The tile's rounded body, shaded corner to corner from `light` to `shade`. */
function TileBody(props: { gradientId: string; body?: string; light?: string; shade?: string }) {
  return (
    <>
      <defs>
        <linearGradient id={props.gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className={props.light} />
          <stop offset="1" className={props.shade} />
        </linearGradient>
      </defs>
      <rect
        className={props.body}
        x="3"
        y="3"
        width="94"
        height="194"
        rx="13"
        fill={`url(#${props.gradientId})`}
      />
    </>
  );
}

function DominoFront({ gradientId, first, second }: { gradientId: string; first: number; second: number }) {
  return (
    <>
      <TileBody
        gradientId={gradientId}
        body={styles.face}
        light={styles.faceLight}
        shade={styles.faceShade}
      />
      <line className={styles.divider} x1="14" y1="100" x2="86" y2="100" />
      <circle className={styles.spinner} cx="50" cy="100" r="4.5" />
      {pipLayout(first).map((pip) => (
        <circle key={`a${pip.x},${pip.y}`} className={styles.pip} cx={pip.x} cy={pip.y} r="8.6" />
      ))}
      {pipLayout(second).map((pip) => (
        <circle key={`b${pip.x},${pip.y}`} className={styles.pip} cx={pip.x} cy={pip.y + 100} r="8.6" />
      ))}
    </>
  );
}

function DominoBack({ gradientId }: { gradientId: string }) {
  return (
    <>
      <TileBody
        gradientId={gradientId}
        body={styles.back}
        light={styles.backLight}
        shade={styles.backShade}
      />
      <rect className={styles.backInset} x="13" y="13" width="74" height="174" rx="7" />
      <path className={styles.backMark} d="M50 72 L68 100 L50 128 L32 100 Z" />
      <path className={styles.backMarkInner} d="M50 88 L58 100 L50 112 L42 100 Z" />
    </>
  );
}
