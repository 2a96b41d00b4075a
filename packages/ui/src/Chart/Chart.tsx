import clsx from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import { useLocale, VisuallyHidden } from 'react-aria-components';
import styles from './Chart.module.css';

export type ChartTone = 'accent' | 'info' | 'warning' | 'success' | 'danger' | 'neutral';

export interface ChartSeries {
  /** Stable key of the series, e.g. "placements". */
  id: string;
  /** Its name in the legend and the data table, e.g. "Placements". */
  label: string;
  /** One value per category, in the categories' order; a missing value counts as 0. */
  values: readonly number[];
  /** Bars (grouped per category) or a line across the categories; bars by default. */
  kind?: 'bar' | 'line';
  /** Colour of the series; by default taken in turn from accent, info, warning, success, danger, neutral. */
  tone?: ChartTone;
}

export interface ChartProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** What the chart shows; names the image and captions its data table, e.g. "Agency statistic". */
  label: string;
  /** The category axis, e.g. month names "Jan 2026" ... */
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** Header of the data table's category column, e.g. "Month". */
  categoryHeader: string;
  /** Formats a value for the values axis and the data table; integers with grouping by default. */
  formatValue?: (value: number) => string;
  /** Shown instead of the plot when there are no categories, e.g. "No data for this period". */
  emptyText?: ReactNode;
  /** Hides the legend, e.g. for a single series already named by a heading. */
  hideLegend?: boolean;
}

const TONES: readonly ChartTone[] = ['accent', 'info', 'warning', 'success', 'danger', 'neutral'];

// The drawing's own coordinate system; the SVG scales to its container.
const WIDTH = 640;
const HEIGHT = 280;
/** Room for the values axis: at least this much, more for long labels (about 7 units a character). */
const AXIS_INLINE_MIN = 32;
const AXIS_CHAR = 7;
const AXIS_BLOCK = 28;
const TOP = 12;
const END_GAP = 8;
/** About how many steps the values axis has. */
const TICKS = 4;

/** The smallest 1, 2 or 5 × 10^k at or above `value`, so the axis reads in round numbers. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) {
    if (step * power >= value) return step * power;
  }
  return 10 * power;
}

/** An SVG bar and line chart with a legend, a values axis and a data table for screen readers. */
export function Chart({
  label,
  categories,
  series,
  categoryHeader,
  formatValue,
  emptyText,
  hideLegend = false,
  className,
  ...props
}: ChartProps) {
  const { locale, direction } = useLocale();
  const format = formatValue ?? ((value: number) => new Intl.NumberFormat(locale).format(value));
  const toned = series.map((entry, index) => ({
    ...entry,
    tone: entry.tone ?? TONES[index % TONES.length]!,
    kind: entry.kind ?? 'bar',
  }));
  const valueAt = (entry: ChartSeries, index: number) => {
    const value = entry.values[index];
    return typeof value === 'number' && Number.isFinite(value) ? value : 0;
  };
  const highest = Math.max(
    0,
    ...toned.flatMap((entry) => categories.map((_, i) => valueAt(entry, i))),
  );
  // A round step (1, 2 or 5 × 10^k, at least 1), so the axis reads in whole, round numbers.
  const step = Math.max(1, niceCeiling(highest / TICKS));
  const top = step * Math.max(1, Math.ceil(highest / step));
  const isRtl = direction === 'rtl';

  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => step * i);
  const axisInline = Math.max(
    AXIS_INLINE_MIN,
    ...ticks.map((tick) => format(tick).length * AXIS_CHAR + 10),
  );
  const plotStart = axisInline;
  const plotWidth = WIDTH - axisInline - END_GAP;
  const plotBottom = HEIGHT - AXIS_BLOCK;
  const plotHeight = plotBottom - TOP;
  const band = categories.length > 0 ? plotWidth / categories.length : plotWidth;
  // Mirrors the inline axis for right-to-left readers: the first category sits at the right.
  const x = (inline: number) => (isRtl ? WIDTH - inline : inline);
  const y = (value: number) => plotBottom - (value / top) * plotHeight;
  const bars = toned.filter((entry) => entry.kind === 'bar');
  const lines = toned.filter((entry) => entry.kind === 'line');
  const barGroup = band * 0.7;
  const barWidth = bars.length > 0 ? barGroup / bars.length : 0;
  // At most about seven category labels, so long (e.g. Arabic) month names never overlap.
  const labelEvery = Math.max(1, Math.ceil(categories.length / 7));

  return (
    <figure {...props} className={clsx(styles.chart, className)}>
      {!hideLegend && toned.length > 0 && (
        <ul className={styles.legend} aria-hidden>
          {toned.map((entry) => (
            <li key={entry.id} className={styles.legendItem} data-tone={entry.tone}>
              <span className={styles.swatch} data-kind={entry.kind} />
              {entry.label}
            </li>
          ))}
        </ul>
      )}
      {categories.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className={styles.plot}
          preserveAspectRatio="xMidYMid meet"
        >
          <g aria-hidden>
            {ticks.map((tick) => (
              <g key={tick}>
                <line
                  className={styles.gridLine}
                  x1={x(plotStart)}
                  x2={x(plotStart + plotWidth)}
                  y1={y(tick)}
                  y2={y(tick)}
                />
                <text
                  className={styles.axisText}
                  x={x(plotStart - 6)}
                  y={y(tick)}
                  dominantBaseline="middle"
                  textAnchor={isRtl ? 'start' : 'end'}
                >
                  {format(tick)}
                </text>
              </g>
            ))}
            {categories.map((category, index) =>
              index % labelEvery === 0 ? (
                <text
                  key={`${category}-${index}`}
                  className={styles.axisText}
                  x={x(plotStart + band * index + band / 2)}
                  y={plotBottom + 18}
                  textAnchor="middle"
                >
                  {category}
                </text>
              ) : null,
            )}
            {bars.map((entry, barIndex) => (
              <g key={entry.id} data-tone={entry.tone} className={styles.bars}>
                {categories.map((category, index) => {
                  const value = valueAt(entry, index);
                  const start =
                    plotStart + band * index + (band - barGroup) / 2 + barWidth * barIndex;
                  const left = isRtl ? WIDTH - start - barWidth : start;
                  return (
                    <rect
                      key={`${category}-${index}`}
                      x={left + barWidth * 0.1}
                      y={y(value)}
                      width={barWidth * 0.8}
                      height={Math.max(0, plotBottom - y(value))}
                      rx={2}
                    />
                  );
                })}
              </g>
            ))}
            {lines.map((entry) => {
              const points = categories.map(
                (_, index) =>
                  [x(plotStart + band * index + band / 2), y(valueAt(entry, index))] as const,
              );
              return (
                <g key={entry.id} data-tone={entry.tone} className={styles.line}>
                  <polyline points={points.map(([px, py]) => `${px},${py}`).join(' ')} />
                  {points.map(([px, py], index) => (
                    <circle key={index} cx={px} cy={py} r={3.5} />
                  ))}
                </g>
              );
            })}
            <line
              className={styles.baseLine}
              x1={x(plotStart)}
              x2={x(plotStart + plotWidth)}
              y1={plotBottom}
              y2={plotBottom}
            />
          </g>
        </svg>
      )}
      {categories.length > 0 && (
        <VisuallyHidden>
          <table>
            <caption>{label}</caption>
            <thead>
              <tr>
                <th scope="col">{categoryHeader}</th>
                {toned.map((entry) => (
                  <th key={entry.id} scope="col">
                    {entry.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {categories.map((category, index) => (
                <tr key={`${category}-${index}`}>
                  <th scope="row">{category}</th>
                  {toned.map((entry) => (
                    <td key={entry.id}>{format(valueAt(entry, index))}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </VisuallyHidden>
      )}
    </figure>
  );
}
