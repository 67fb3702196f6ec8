import * as RadioGroup from '@radix-ui/react-radio-group';
import { useId, type ReactNode } from 'react';

export interface Choice<T extends string> {
  readonly value: T;
  readonly label: ReactNode;
}

export interface ChoiceGroupProps<T extends string> {
  readonly label: ReactNode;
  readonly value: T;
  onValueChange: (value: T) => void;
  readonly choices: readonly Choice<T>[];
  readonly disabled?: boolean;
  /** Say why the choices are disabled (read with the group). */
  readonly hint?: ReactNode;
}

/**
 * One of a few choices, drawn as pills: a radio group (Tab reaches it once, arrow keys move and choose),
 * labelled by its heading.
 */
export function ChoiceGroup<T extends string>({ label, value, onValueChange, choices, disabled = false, hint }: ChoiceGroupProps<T>) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="choice-field">
      <span id={labelId} className="field__label">
        {label}
      </span>
      {hint && (
        <span id={hintId} className="hint">
          {hint}
        </span>
      )}
      <RadioGroup.Root
        className="choices"
        value={value}
        onValueChange={(next) => onValueChange(next as T)}
        disabled={disabled}
        aria-labelledby={labelId}
        {...(hint ? { 'aria-describedby': hintId } : {})}
        orientation="horizontal"
        loop
      >
        {choices.map((choice) => (
          <RadioGroup.Item key={choice.value} value={choice.value} className="choice">
            {choice.label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
