/**
 * A labelled input with its error text tied to it for screen readers, and an optional show/hide toggle.
 *
 * @csspart field - a labelled input field with its label and error text
 */
import { useState, type ReactNode, type Ref } from 'react';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | false;
  type?: 'text' | 'password' | 'email' | 'tel' | 'number';
  autoComplete?: string;
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  placeholder?: string;
  /** [show, hide] labels: adds the show/hide button to a password field. */
  revealLabels?: [string, string];
  inputRef?: Ref<HTMLInputElement>;
  /** Called when the field loses focus (validation on blur). */
  onBlur?: () => void;
  readOnly?: boolean;
  /** Marks the field required for assistive technology (the form validates it itself). */
  required?: boolean;
  /** Extra content inside the control, before the input (e.g. a dialing-code picker). */
  leading?: ReactNode;
  /** Extra content inside the control, after the input (e.g. a send-code button). */
  trailing?: ReactNode;
  /** A short note after the label, e.g. "optional". */
  labelNote?: string;
  /** Input name (password managers use it). */
  name?: string;
}

export function TextField(props: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const type = props.type === 'password' && revealed ? 'text' : (props.type ?? 'text');
  const errorId = `${props.id}-error`;
  return (
    <div className="field" part="field">
      <label htmlFor={props.id}>
        {props.label}
        {props.labelNote ? <span className="label-note"> {props.labelNote}</span> : null}
      </label>
      <div className="control">
        {props.leading}
        <input
          part="input"
          id={props.id}
          ref={props.inputRef}
          type={type}
          name={props.name}
          value={props.value}
          onChange={(e) => props.onChange(e.currentTarget.value)}
          onBlur={props.onBlur}
          autoComplete={props.autoComplete}
          maxLength={props.maxLength}
          inputMode={props.inputMode}
          placeholder={props.placeholder}
          readOnly={props.readOnly}
          aria-required={props.required ? true : undefined}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
        />
        {props.type === 'password' && props.revealLabels && (
          <button type="button" className="reveal" aria-pressed={revealed} aria-controls={props.id} onClick={() => setRevealed((r) => !r)}>
            {revealed ? props.revealLabels[1] : props.revealLabels[0]}
          </button>
        )}
        {props.trailing}
      </div>
      {props.error && (
        <p className="error" id={errorId}>
          {props.error}
        </p>
      )}
    </div>
  );
}
