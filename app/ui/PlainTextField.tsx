import { useId, type InputHTMLAttributes } from 'react';

interface Props extends Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'required' | 'value' | 'onChange'> {
  label: string;
  /** Shown under the field; the field is marked invalid while it shows. */
  error?: string;
}

/**
 * MUI's outlined TextField without MUI (app/ui/plain.css): the label lies in the empty field and
 * moves onto its border on focus or once it has a value (the blank placeholder tells CSS which).
 */
export function PlainTextField({ label, error, required, ...input }: Props) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <div className={`plain-field${error ? ' plain-field--error' : ''}`}>
      <input
        id={id}
        className="plain-field__input"
        placeholder=" "
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? helperId : undefined}
        {...input}
      />
      <label className="plain-field__label" htmlFor={id}>
        {label}
        {required && <span aria-hidden>{'\u2009*'}</span>}
      </label>
      {error && (
        <p id={helperId} className="plain-field__helper">
          {error}
        </p>
      )}
    </div>
  );
}
