import clsx from 'clsx';
import type { ReactNode } from 'react';
import {
  Slider as RACSlider,
  SliderFill,
  SliderOutput,
  type SliderProps as RACSliderProps,
  SliderThumb,
  SliderTrack,
  composeRenderProps,
} from 'react-aria-components';
import { Label } from '../Field';
import styles from './Slider.module.css';

export interface SliderProps<T extends number | number[] = number | number[]> extends Omit<
  RACSliderProps<T>,
  'children'
> {
  /** The visible label. Without it, pass `aria-label`. */
  label?: ReactNode;
  /**
   * Accessible names of the thumbs of a range, in order, e.g. ['Minimum', 'Maximum']. A single
   * thumb is named by the label.
   */
  thumbLabels?: string[];
  /**
   * Writes the output text from the values (one per thumb). By default each value is formatted
   * with `formatOptions` and a range is joined with a dash.
   */
  formatOutput?: (values: number[]) => ReactNode;
  /** Show the current value next to the label. */
  showOutput?: boolean;
}

/**
 * A slider for one value (`defaultValue={40}`) or a range (`defaultValue={[2000, 3500]}`), with
 * the current value shown next to its label, on RAC's Slider.
 */
export function Slider<T extends number | number[] = number | number[]>({
  label,
  thumbLabels,
  formatOutput,
  showOutput = true,
  className,
  ...props
}: SliderProps<T>) {
  return (
    <RACSlider<T>
      {...props}
      className={composeRenderProps(className, (className) => clsx(styles.slider, className))}
    >
      {(label != null || showOutput) && (
        <div className={styles.header}>
          {label != null && <Label>{label}</Label>}
          {showOutput && (
            <SliderOutput className={styles.output}>
              {({ state }) =>
                formatOutput
                  ? formatOutput(state.values)
                  : state.values.map((_, index) => state.getThumbValueLabel(index)).join(' – ')
              }
            </SliderOutput>
          )}
        </div>
      )}
      <SliderTrack className={styles.track}>
        {({ state }) => (
          <>
            <div className={styles.rail}>
              <SliderFill className={styles.fill} />
            </div>
            {state.values.map((_, index) => (
              <SliderThumb
                key={index}
                index={index}
                aria-label={state.values.length > 1 ? thumbLabels?.[index] : undefined}
                className={styles.thumb}
              />
            ))}
          </>
        )}
      </SliderTrack>
    </RACSlider>
  );
}
