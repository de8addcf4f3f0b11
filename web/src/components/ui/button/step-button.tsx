// A button that steps through something (a review's tricks, a replay's moves). At the end of the
// way it goes it is dimmed and does nothing, but stays in the tab order: a `disabled` button
// drops the keyboard's focus to the page as the last step is taken, and a screen reader is left
// reading nothing, so the player pressing Next again and again would lose their place.
import { Button } from './button';
import type { ButtonProps } from './button';

export type StepButtonProps = Omit<ButtonProps, 'disabled' | 'pending'> & {
  /** Nothing further this way: the button is dimmed and said to be unavailable. */
  readonly atEnd: boolean;
};

/** A Button that keeps focus at its end of the steps (aria-disabled rather than disabled). */
export function StepButton({ atEnd, onClick, ...rest }: StepButtonProps) {
  return <Button {...rest} aria-disabled={atEnd || undefined} onClick={atEnd ? undefined : onClick} />;
}
