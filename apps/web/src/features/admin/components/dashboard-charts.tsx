import { DASHBOARD_RANGES, type DashboardRange, formatCrowns } from '@crowns/contracts';
import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Skeleton } from '../../../ui';
import { useDashboardSeries } from '../api/dashboard-series';
import styles from './admin.module.css';
import { CHART_SPECS, toChartPoints } from './dashboard-chart-specs';
import chartStyles from './dashboard-charts.module.css';
import { LoadError } from './load-error';
import { SeriesChart } from './series-chart';

/** The dashboard's money and activity over the last 7, 30 or 90 UTC days, one small chart per figure. */
export default function DashboardCharts() {
  const [days, setDays] = useState<DashboardRange>(7);
  const series = useDashboardSeries(days);
  const points = series.data ? toChartPoints(series.data.points) : undefined;

  let body: React.ReactNode;
  if (points && series.data) {
    const lastEscrow = points.at(-1)?.escrow ?? 0;
    body = (
      <div className={chartStyles.charts} aria-busy={series.isPlaceholderData || undefined}>
        {CHART_SPECS.map((spec) => (
          <SeriesChart key={spec.id} spec={spec} points={points}>
            {spec.id === 'escrow' ? <EscrowCheck charted={lastEscrow} balance={series.data.escrowBalance} /> : null}
          </SeriesChart>
        ))}
      </div>
    );
  } else if (series.isError) {
    body = (
      <div className={styles.panel}>
        <LoadError what="the charts" query={series} />
      </div>
    );
  } else {
    body = (
      <div className={chartStyles.charts} aria-busy="true">
        <span className="sr-only">Loading charts</span>
        {CHART_SPECS.map((spec) => (
          <Skeleton key={spec.id} height={236} />
        ))}
      </div>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="charts-title">
      <div className={chartStyles.head}>
        <h2 id="charts-title" className={styles.sectionTitle}>
          Money and activity
        </h2>
        <RangeSwitch value={days} onChange={setDays} />
      </div>
      {body}
    </section>
  );
}

function RangeSwitch({ value, onChange }: { value: DashboardRange; onChange: (days: DashboardRange) => void }) {
  return (
    <fieldset className={chartStyles.range}>
      <legend className="sr-only">Chart range</legend>
      {DASHBOARD_RANGES.map((d) => (
        <button
          key={d}
          type="button"
          className={chartStyles.rangeButton}
          aria-pressed={d === value}
          onClick={() => onChange(d)}
        >
          {d} days
        </button>
      ))}
    </fieldset>
  );
}

/** The totals check: the charted escrow today against the ledger's escrow and pool balances now. */
function EscrowCheck({ charted, balance }: { charted: number; balance: number }) {
  if (charted === balance)
    return (
      <p className={`${chartStyles.check} ${chartStyles.checkOk}`}>
        <CheckCircle2 size={14} aria-hidden />
        Matches the ledger: {formatCrowns(balance)} crowns in bounty escrows and challenge pools.
      </p>
    );
  return (
    <p className={`${chartStyles.check} ${chartStyles.checkBad}`} role="alert">
      <TriangleAlert size={14} aria-hidden />
      Differs from the ledger: the escrow and pool balances hold {formatCrowns(balance)} crowns.
    </p>
  );
}
