// A modal question with a safe default: the first button is focused, Escape cancels.
import { type ReactNode, useEffect, useRef } from 'react';

export interface ConfirmDialogProps {
  readonly title: string;
  readonly children: ReactNode;
  /** Buttons in order; the first is the safe choice and takes the focus. */
  readonly actions: readonly {
    readonly label: string;
    readonly onClick: () => void;
    readonly primary?: boolean;
  }[];
  readonly onCancel: () => void;
}

export function ConfirmDialog({ title, children, actions, onCancel }: ConfirmDialogProps) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div className="backdrop">
      <div
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="confirm-title"
        aria-describedby="confirm-text"
        onKeyDown={(e) => {
          if (e.key === 'Escape') onCancel();
        }}
      >
        <h2 id="confirm-title">{title}</h2>
        <div id="confirm-text">{children}</div>
        <div className="dialog-buttons">
          {actions.map((a, i) => (
            <button
              key={a.label}
              ref={i === 0 ? first : undefined}
              type="button"
              className={a.primary ? 'primary' : undefined}
              onClick={a.onClick}
            >
              {a.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
