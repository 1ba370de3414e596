import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import {
  type ChartPoint,
  type ChartSpec,
  formatDay,
  formatTick,
  headlineValue,
  seriesValue,
} from './dashboard-chart-specs';
import styles from './dashboard-charts.module.css';

const PLOT_SIZE = { width: '100%', height: 160 };
// Keeps a line's first and last dots off the plot's edges (bars have their own band).
const LINE_PADDING = { left: 10, right: 10 };
const axisTick = { fill: 'var(--muted)', fontSize: 11 };
const tooltipStyle = {
  background: 'var(--elevated)',
  border: '1px solid var(--border)',
  borderRadius: 8,
  fontSize: 12,
  color: 'var(--text)',
};

/** One small chart of daily points: title, headline figure, legend, and the plot (keyboard-navigable tooltips). */
export function SeriesChart({
  spec,
  points,
  children,
}: {
  spec: ChartSpec;
  points: ChartPoint[];
  children?: ReactNode;
}) {
  const titleId = `chart-${spec.id}-title`;
  const headline = spec.format(headlineValue(spec, points));
  const period = `${points.length} days`;
  const Chart = spec.shape === 'bar' ? BarChart : LineChart;
  return (
    <figure className={styles.chart} aria-labelledby={titleId} data-chart={spec.id}>
      <figcaption className={styles.caption}>
        <span id={titleId} className={styles.chartTitle}>
          {spec.title}
        </span>
        <span className={styles.headline}>
          {headline}
          <span className={styles.headlineNote}>
            {spec.headlineNote}
            {spec.headline === 'total' ? `, last ${period}` : ''}
          </span>
        </span>
      </figcaption>
      {spec.series.length > 1 ? (
        <ul className={styles.legend}>
          {spec.series.map((s) => (
            <li key={s.key} className={styles.legendItem}>
              <span className={styles.swatch} style={{ background: s.color }} aria-hidden />
              {s.name}: {spec.format(seriesValue(spec, points, s.key))}
            </li>
          ))}
        </ul>
      ) : null}
      <Chart
        responsive
        style={PLOT_SIZE}
        data={points}
        margin={{ top: 4, right: 4, bottom: 0, left: 0 }}
        accessibilityLayer
        aria-label={`${spec.title} per day (UTC) over the last ${period}`}
      >
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="day"
          tickFormatter={formatDay}
          tick={axisTick}
          tickLine={false}
          axisLine={{ stroke: 'var(--border)' }}
          minTickGap={16}
          padding={spec.shape === 'line' ? LINE_PADDING : undefined}
        />
        <YAxis
          tickFormatter={formatTick}
          tick={axisTick}
          tickLine={false}
          axisLine={false}
          width={40}
          allowDecimals={spec.id === 'review'}
        />
        <Tooltip
          labelFormatter={(day) => formatDay(String(day))}
          formatter={(value) => spec.format(Number(value))}
          contentStyle={tooltipStyle}
          cursor={{ fill: 'var(--surface-hover)', stroke: 'var(--border)' }}
        />
        {spec.series.map((s) =>
          spec.shape === 'bar' ? (
            <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} radius={[3, 3, 0, 0]} maxBarSize={24} />
          ) : (
            <Line
              key={s.key}
              dataKey={s.key}
              name={s.name}
              stroke={s.color}
              strokeWidth={2}
              dot={points.length <= 7}
              type="linear"
            />
          ),
        )}
      </Chart>
      {children}
    </figure>
  );
}
