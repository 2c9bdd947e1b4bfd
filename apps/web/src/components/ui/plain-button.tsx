import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

type PlainButtonVariant = 'contained' | 'outlined' | 'text';
type PlainButtonColor = 'primary' | 'secondary' | 'error' | 'success' | 'warning' | 'info' | 'inherit';

export interface PlainButtonLook {
  /** MUI's variants; `text` by default, as MUI's Button. */
  variant?: PlainButtonVariant;
  /** A colour of the theme (lib/theme.ts); `primary` by default. */
  color?: PlainButtonColor;
  size?: 'small' | 'medium' | 'large';
  /** The whole width of its container. */
  fullWidth?: boolean;
  /** An icon before the text (before it in the reading direction). */
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  className?: string;
}

/** The class names of a button's look: for an element that is not one of the components below (a hash link, say). */
export function plainButtonClass({
  variant = 'text',
  color = 'primary',
  size = 'medium',
  fullWidth,
  className,
}: Omit<PlainButtonLook, 'startIcon' | 'endIcon'> = {}): string {
  const classes = ['plain-button', `plain-button--${variant}`, `plain-button--${color}`];
  if (size !== 'medium') classes.push(`plain-button--${size}`);
  if (fullWidth) classes.push('plain-button--wide');
  if (className) classes.push(className);
  return classes.join(' ');
}

/** Splits a button's look from the element's own attributes: its class names, its content with the icons, the rest. */
function withLook<T extends PlainButtonLook & { children?: ReactNode }>(props: T) {
  const { variant, color, size, fullWidth, startIcon, endIcon, className, children, ...rest } = props;
  const content = (
    <>
      {startIcon && <span className="plain-button__start">{startIcon}</span>}
      {children}
      {endIcon && <span className="plain-button__end">{endIcon}</span>}
    </>
  );
  return { className: plainButtonClass({ variant, color, size, fullWidth, className }), content, rest };
}

export type PlainButtonProps = PlainButtonLook & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'>;

/**
 * A native button with MUI's contained, outlined or text look in the theme's colours (plain-button.css, decision
 * 0197): the buyer pages' first view neither loads nor hydrates MUI's ButtonBase, ripple and styling engine. Its type
 * is `button` unless told (MUI's too), so it never submits a form by chance.
 */
export function PlainButton(props: PlainButtonProps) {
  const { className, content, rest } = withLook(props);
  return (
    <button type="button" {...rest} className={className}>
      {content}
    </button>
  );
}

export type PlainLinkButtonProps = PlainButtonLook & Omit<LinkProps, 'color' | 'className'>;

/** A link (React Router's) that looks like a PlainButton: role `link`, named by its text. */
export function PlainLinkButton(props: PlainLinkButtonProps) {
  const { className, content, rest } = withLook(props);
  return (
    <Link {...rest} className={className}>
      {content}
    </Link>
  );
}

export type PlainAnchorButtonProps = PlainButtonLook & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'>;

/** A plain `<a>` (an in-page `#section` link, a `tel:` or outside address) that looks like a PlainButton. */
export function PlainAnchorButton(props: PlainAnchorButtonProps) {
  const { className, content, rest } = withLook(props);
  return (
    <a {...rest} className={className}>
      {content}
    </a>
  );
}

export type PlainIconButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'color' | 'aria-label' | 'children'
> & {
  /** The button's accessible name (it shows only an icon): required. */
  label: string;
  /** The icon (plain-icon.tsx). */
  children: ReactNode;
  /** `default` is MUI's grey action colour. */
  color?: 'default' | 'inherit' | 'primary';
  size?: 'small' | 'medium' | 'large';
  /** MUI's `edge`: the button's padding pulled out at the start or end of its line. */
  edge?: 'start' | 'end';
};

/** MUI's IconButton as a native button: round, grey, named by `label` (`aria-label`). */
export function PlainIconButton({
  label,
  color = 'default',
  size = 'medium',
  edge,
  className,
  type = 'button',
  children,
  ...rest
}: PlainIconButtonProps) {
  const classes = ['plain-icon-button', `plain-icon-button--${color}`];
  if (size !== 'medium') classes.push(`plain-icon-button--${size}`);
  if (edge) classes.push(`plain-icon-button--edge-${edge}`);
  if (className) classes.push(className);
  return (
    <button type={type} aria-label={label} className={classes.join(' ')} {...rest}>
      {children}
    </button>
  );
}
