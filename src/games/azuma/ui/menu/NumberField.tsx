// A number input that only hands on values inside its bounds, and says the bounds when a value is outside.
import { useEffect, useId, useState } from 'react';

export interface NumberFieldProps {
  readonly label: string;
  /** The committed value; null shows an empty field (e.g. "no limit"). */
  readonly value: number | null;
  readonly min: number;
  readonly max: number;
  readonly step?: number;
  /** Whether an empty field is a valid value (null). */
  readonly allowEmpty?: boolean;
  readonly onCommit: (value: number | null) => void;
  /** The message shown while the text is not a value inside the bounds. */
  readonly invalidText: string;
}

export function NumberField(props: NumberFieldProps) {
  const { label, value, min, max, step = 1, allowEmpty = false, onCommit, invalidText } = props;
  const id = useId();
  const [text, setText] = useState(value === null ? '' : String(value));
  useEffect(() => setText(value === null ? '' : String(value)), [value]);
  const accepts = (t: string): { ok: boolean; n: number | null } => {
    const n = t.trim() === '' ? null : Number(t);
    if (n === null) return { ok: allowEmpty, n };
    const whole = step < 1 || Number.isInteger(n / step);
    return { ok: Number.isFinite(n) && n >= min && n <= max && whole, n };
  };
  const valid = accepts(text).ok;

  return (
    <div className={valid ? 'field' : 'field invalid'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={text}
        aria-invalid={!valid}
        aria-describedby={valid ? undefined : `${id}-error`}
        onChange={(e) => {
          setText(e.target.value);
          const { ok, n } = accepts(e.target.value);
          if (ok) onCommit(n);
        }}
      />
      {!valid && (
        <span id={`${id}-error`} className="error" role="alert">
          {invalidText}
        </span>
      )}
    </div>
  );
}
