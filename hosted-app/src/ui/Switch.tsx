import * as RadixSwitch from '@radix-ui/react-switch';
import { useId, type ReactNode } from 'react';

export interface SwitchFieldProps {
  readonly label: ReactNode;
  readonly description?: ReactNode;
  readonly checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  readonly disabled?: boolean;
}

/** An on/off setting: the whole row's text names the switch, and its description is read with it. */
export function SwitchField({ label, description, checked, onCheckedChange, disabled }: SwitchFieldProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="switch-field">
      <div className="switch-field__text">
        <span id={labelId} className="field__label">
          {label}
        </span>
        {description && (
          <span id={descriptionId} className="hint">
            {description}
          </span>
        )}
      </div>
      <RadixSwitch.Root
        className="switch"
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled ?? false}
        aria-labelledby={labelId}
        {...(description ? { 'aria-describedby': descriptionId } : {})}
      >
        <RadixSwitch.Thumb className="switch__thumb" />
      </RadixSwitch.Root>
    </div>
  );
}
