import * as RadixSlider from '@radix-ui/react-slider';
import { useId, type ReactNode } from 'react';

export interface SliderFieldProps {
  readonly label: ReactNode;
  readonly value: number;
  onValueChange: (value: number) => void;
  readonly min: number;
  readonly max: number;
  readonly step?: number;
  /** The reading shown beside the label and given to screen readers ("4 s", "Every 5 min", "Off"). */
  readonly valueText: string;
  readonly disabled?: boolean;
}

/** A labelled slider with its reading; arrow keys step it, Page Up/Down move further, Home/End go to the ends. */
export function SliderField({ label, value, onValueChange, min, max, step = 1, valueText, disabled }: SliderFieldProps) {
  const labelId = useId();
  return (
    <div className="slider-field">
      <div className="slider-field__head">
        <span id={labelId} className="field__label">
          {label}
        </span>
        <span className="slider-field__value" aria-hidden="true">
          {valueText}
        </span>
      </div>
      <RadixSlider.Root
        className="slider"
        value={[value]}
        onValueChange={([next]) => next !== undefined && onValueChange(next)}
        min={min}
        max={max}
        step={step}
        disabled={disabled ?? false}
        aria-labelledby={labelId}
      >
        <RadixSlider.Track className="slider__track">
          <RadixSlider.Range className="slider__range" />
        </RadixSlider.Track>
        <RadixSlider.Thumb className="slider__thumb" aria-labelledby={labelId} aria-valuetext={valueText} />
      </RadixSlider.Root>
    </div>
  );
}
