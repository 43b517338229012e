import type { ReactNode } from 'react';
import { nav } from '../domain/texts/nav';

// MUI's ErrorOutline and ReportProblemOutlined icons, inline: this component must not load MUI.
const ICONS = {
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
  warning: 'M12 5.99 19.53 19H4.47zM12 2 1 21h22zm1 14h-2v2h2zm0-6h-2v4h2z',
};
const CLOSE = 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

interface Props {
  severity: keyof typeof ICONS;
  children: ReactNode;
  /** Full width, square corners (a banner above the screen). */
  square?: boolean;
  onClose?: () => void;
}

/** An alert that looks like MUI's, for what shows before MUI loads (app/ui/plain.css). */
export function PlainAlert({ severity, children, square = false, onClose }: Props) {
  return (
    <div role="alert" className={`plain-alert plain-alert--${severity}${square ? ' plain-alert--square' : ''}`}>
      <span className="plain-alert__icon">
        <svg className="plain-icon" viewBox="0 0 24 24" aria-hidden>
          <path d={ICONS[severity]} />
        </svg>
      </span>
      <span className="plain-alert__message">{children}</span>
      {onClose && (
        <button type="button" className="plain-alert__close" aria-label={nav.close} title={nav.close} onClick={onClose}>
          <svg className="plain-icon" viewBox="0 0 24 24" aria-hidden>
            <path d={CLOSE} />
          </svg>
        </button>
      )}
    </div>
  );
}
