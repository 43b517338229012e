/**
 * The parts of a long list's row as plain elements styled once (app/ui/listRows.css), in the look
 * of MUI's ListItemButton, ListItemText, Chip, IconButton and Divider: a virtual list mounts rows
 * on every keystroke and scroll, where MUI's styled components cost several times more (issue 17).
 */
import { useId, useState, type ReactNode } from 'react';
import './listRows.css';

// MUI's Block, InfoOutlined, ExpandMore and WarningAmber icons, inline.
export const rowIcons = {
  block:
    'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2M4 12c0-4.42 3.58-8 8-8 1.85 0 3.55.63 4.9 1.69L5.69 16.9C4.63 15.55 4 13.85 4 12m8 8c-1.85 0-3.55-.63-4.9-1.69L18.31 7.1C19.37 8.45 20 10.15 20 12c0 4.42-3.58 8-8 8',
  info: 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8',
  expand: 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z',
  warning: 'M12 5.99 19.53 19H4.47zM12 2 1 21h22zm1 14h-2v2h2zm0-6h-2v5h2z',
};

/** An icon; with a title it is an image of that name, without one it is hidden from assistive technology. */
export function RowIcon({ path, title, tone }: { path: string; title?: string; tone?: 'disabled' | 'warning' }) {
  return (
    <svg className={tone ? `row-icon row-icon--${tone}` : 'row-icon'} viewBox="0 0 24 24" focusable="false" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true}>
      <path d={path} />
      {title && <title>{title}</title>}
    </svg>
  );
}

interface RowButtonProps {
  onClick(): void;
  children: ReactNode;
  /** A line under the row (a list without its own dividers). */
  divider?: boolean;
  /** Lines of content stacked rather than one line of text and icons. */
  block?: boolean;
  busy?: boolean;
}

/** The row's main action: the whole row is one button. */
export function RowButton({ onClick, children, divider = false, block = false, busy }: RowButtonProps) {
  const className = `row-button${divider ? ' row-button--divider' : ''}${block ? ' row-button--block' : ''}`;
  return (
    <button type="button" className={className} onClick={onClick} aria-busy={busy}>
      {children}
    </button>
  );
}

/** A primary line and an optional secondary line (ListItemText). */
export function RowText({ primary, secondary }: { primary: ReactNode; secondary?: ReactNode }) {
  return (
    <span className="row-text">
      <span className="row-primary">{primary}</span>
      {secondary && <span className="row-secondary">{secondary}</span>}
    </span>
  );
}

export function RowChip({ label, success }: { label: string; success: boolean }) {
  return <span className={success ? 'row-chip row-chip--success' : 'row-chip'}>{label}</span>;
}

/** A round icon button beside the row's main button. */
export function RowIconButton({ path, label, onClick }: { path: string; label: string; onClick(): void }) {
  return (
    <button type="button" className="row-icon-button" aria-label={label} onClick={onClick}>
      <RowIcon path={path} />
    </button>
  );
}

export function RowDivider() {
  return <hr className="row-divider" />;
}

/** A section that opens under its heading (MUI's Accordion without its animation); closed at first. */
export function RowDisclosure({ title, warning, children }: { title: string; warning?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <h3 className="row-notes__heading">
        <button type="button" className="row-notes__summary" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          <span className="row-notes__title">
            {warning && <RowIcon path={rowIcons.warning} title={warning} tone="warning" />}
            <span>{title}</span>
          </span>
          <svg className="row-notes__expand" viewBox="0 0 24 24" focusable="false" aria-hidden>
            <path d={rowIcons.expand} />
          </svg>
        </button>
      </h3>
      <p id={id} className="row-notes__details" hidden={!open}>
        {children}
      </p>
    </div>
  );
}
