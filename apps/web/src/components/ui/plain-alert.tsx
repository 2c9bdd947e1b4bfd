import type { AriaRole, ReactNode } from 'react';
import { ErrorOutlineIcon, InfoOutlinedIcon, ReportProblemOutlinedIcon, SuccessOutlinedIcon } from './plain-icon.tsx';

type PlainAlertSeverity = 'success' | 'info' | 'warning' | 'error';

const ICONS = {
  success: SuccessOutlinedIcon,
  info: InfoOutlinedIcon,
  warning: ReportProblemOutlinedIcon,
  error: ErrorOutlineIcon,
} as const;

export interface PlainAlertProps {
  severity: PlainAlertSeverity;
  /** MUI's Alert is `role="alert"`; a verdict or a note says `status` or `note`. */
  role?: AriaRole;
  'aria-label'?: string;
  /** MUI's AlertTitle. */
  title?: ReactNode;
  /** At the end of the line (a Refresh button). */
  action?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/**
 * MUI's standard Alert as plain elements (plain-parts.css, decision 0197): the severity's light background, dark text
 * and outlined icon, the same role (`alert` unless told) and name, without MUI's Paper and styling engine.
 */
export function PlainAlert({
  severity,
  role = 'alert',
  title,
  action,
  className,
  children,
  'aria-label': label,
}: PlainAlertProps) {
  const Icon = ICONS[severity];
  return (
    <div
      role={role}
      aria-label={label}
      className={`plain-alert plain-alert--${severity}${className ? ` ${className}` : ''}`}
    >
      <div className="plain-alert__icon">
        <Icon fontSize="inherit" />
      </div>
      <div className="plain-alert__message">
        {title && <div className="plain-alert__title">{title}</div>}
        {children}
      </div>
      {action && <div className="plain-alert__action">{action}</div>}
    </div>
  );
}

export interface PlaceholderProps {
  /** MUI Skeleton's variants: a line of text, a rectangle, a rectangle with the theme's rounded corners. */
  variant?: 'text' | 'rectangular' | 'rounded';
  width?: number | string;
  height?: number | string;
  /** Names the placeholder (it then has role `progressbar`, as a loading indicator with a name should). */
  label?: string;
  className?: string;
}

/** MUI's Skeleton as a span pulsing in CSS: the same box while its content loads, so nothing moves when it arrives. */
export function Placeholder({ variant = 'text', width, height, label, className }: PlaceholderProps) {
  return (
    <span
      className={`plain-placeholder plain-placeholder--${variant}${className ? ` ${className}` : ''}`}
      style={{ width, height }}
      role={label ? 'progressbar' : undefined}
      aria-label={label}
      aria-busy={label ? true : undefined}
    />
  );
}
