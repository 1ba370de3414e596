import { type DashboardPoint, formatCrowns } from '@crowns/contracts';

/** A point as the charts read it: the API's point plus the review age in hours. */
export type ChartPoint = DashboardPoint & { oldestReviewHours: number };

export type SeriesKey = Exclude<keyof ChartPoint, 'day'>;
export type ChartSeries = { key: SeriesKey; name: string; color: string };

/**
 * One small chart: what it plots, how its values read, and its headline: the range's total for flows,
 * the latest value for levels (escrow held, queue age).
 */
export type ChartSpec = {
  id: string;
  title: string;
  shape: 'bar' | 'line';
  series: ChartSeries[];
  headline: 'total' | 'latest';
  /** The series the headline adds up (all when left out), and the words after it. */
  headlineKeys?: SeriesKey[];
  headlineNote: string;
  format: (value: number) => string;
};

const crowns = (n: number) => `${formatCrowns(n)} crowns`;
const count = (n: number) => n.toLocaleString('en-US');
const hours = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })} h`;

export const CHART_SPECS: ChartSpec[] = [
  {
    id: 'bought',
    title: 'Crowns bought',
    shape: 'bar',
    series: [{ key: 'bought', name: 'Bought', color: 'var(--crown)' }],
    headline: 'total',
    headlineNote: 'bought',
    format: crowns,
  },
  {
    id: 'paid',
    title: 'Paid out',
    shape: 'bar',
    series: [
      { key: 'paidToWinners', name: 'To winners', color: 'var(--brand)' },
      { key: 'withdrawn', name: 'Withdrawn', color: 'var(--success)' },
    ],
    headline: 'total',
    headlineNote: 'out',
    format: crowns,
  },
  {
    id: 'fees',
    title: 'Fees earned',
    shape: 'bar',
    series: [{ key: 'fees', name: 'Fees', color: 'var(--success)' }],
    headline: 'total',
    headlineNote: 'earned',
    format: crowns,
  },
  {
    id: 'escrow',
    title: 'Escrow held',
    shape: 'line',
    series: [{ key: 'escrow', name: 'Escrows and pools', color: 'var(--crown)' }],
    headline: 'latest',
    headlineNote: 'now',
    format: crowns,
  },
  {
    id: 'bounties',
    title: 'Bounties',
    shape: 'line',
    series: [
      { key: 'bountiesCreated', name: 'Created', color: 'var(--brand)' },
      { key: 'bountiesCompleted', name: 'Completed', color: 'var(--success)' },
      { key: 'bountiesFailed', name: 'Failed', color: 'var(--danger)' },
    ],
    headline: 'total',
    headlineKeys: ['bountiesCreated'],
    headlineNote: 'created',
    format: count,
  },
  {
    id: 'signups',
    title: 'Signups',
    shape: 'bar',
    series: [{ key: 'signups', name: 'Signups', color: 'var(--brand)' }],
    headline: 'total',
    headlineNote: 'new accounts',
    format: count,
  },
  {
    id: 'review',
    title: 'Review queue age',
    shape: 'line',
    series: [{ key: 'oldestReviewHours', name: 'Oldest waiting', color: 'var(--warning)' }],
    headline: 'latest',
    headlineNote: 'oldest waiting now',
    format: hours,
  },
];

export const toChartPoints = (points: DashboardPoint[]): ChartPoint[] =>
  points.map((p) => ({ ...p, oldestReviewHours: Math.round(p.oldestReviewMinutes / 6) / 10 }));

/** The headline figure of a chart over its points. */
export function headlineValue(spec: ChartSpec, points: ChartPoint[]): number {
  const keys = spec.headlineKeys ?? spec.series.map((s) => s.key);
  return keys.reduce((sum, key) => sum + seriesValue(spec, points, key), 0);
}

/** One series' figure over the points: its total, or its latest value. */
export const seriesValue = (spec: ChartSpec, points: ChartPoint[], key: SeriesKey) =>
  spec.headline === 'total' ? points.reduce((sum, p) => sum + p[key], 0) : (points.at(-1)?.[key] ?? 0);

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
/** "Nov 20" for the UTC day "2026-11-20". */
export const formatDay = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
export const formatTick = (n: number) => compact.format(n);
