import type { DashboardPoint, DashboardRange, DashboardSeries } from '@crowns/contracts';
import type { AppDeps } from '../../deps';
import * as repo from './dashboard-series.repo';

const DAY_MS = 86_400_000;

/** The last `days` whole UTC days, today included. */
export function dayWindow(now: Date, days: number): repo.DayWindow {
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { start: new Date(todayStart - (days - 1) * DAY_MS), end: new Date(todayStart + DAY_MS), now };
}

const dayKeys = (w: repo.DayWindow) => {
  const keys: string[] = [];
  for (let t = w.start.getTime(); t < w.end.getTime(); t += DAY_MS) keys.push(new Date(t).toISOString().slice(0, 10));
  return keys;
};

const byDay = <R extends { day: string }>(rows: R[], pick: (r: R) => repo.CountRow['n']) =>
  new Map(rows.map((r) => [r.day, Number(pick(r) ?? 0)]));

/**
 * Daily money and activity for the admin dashboard, every figure from the ledger and the tables, read in one
 * snapshot so the last escrow point and the escrow balances describe the same moment.
 */
export function dashboardSeries(deps: AppDeps, days: DashboardRange): Promise<DashboardSeries> {
  const w = dayWindow(deps.clock.now(), days);
  return deps.database.db.transaction(
    async (tx) => {
      const money = await repo.moneyByDay(tx, w);
      const opening = await repo.escrowBefore(tx, w.start);
      const escrowBalance = await repo.escrowBalance(tx);
      const created = byDay(await repo.bountiesCreatedByDay(tx, w), (r) => r.n);
      const completed = byDay(await repo.bountyOutcomesByDay(tx, 'completed', w), (r) => r.n);
      const failed = byDay(await repo.bountyOutcomesByDay(tx, 'failed', w), (r) => r.n);
      const signups = byDay(await repo.signupsByDay(tx, w), (r) => r.n);
      const oldest = byDay(await repo.oldestReviewByDay(tx, w), (r) => r.minutes);
      const moneyOn = new Map(money.map((r) => [r.day, r]));

      let escrow = opening;
      const points: DashboardPoint[] = dayKeys(w).map((day) => {
        const m = moneyOn.get(day);
        escrow += Number(m?.escrow ?? 0);
        return {
          day,
          bought: Number(m?.bought ?? 0),
          paidToWinners: Number(m?.paid ?? 0),
          withdrawn: Number(m?.withdrawn ?? 0),
          fees: Number(m?.fees ?? 0),
          escrow,
          bountiesCreated: created.get(day) ?? 0,
          bountiesCompleted: completed.get(day) ?? 0,
          bountiesFailed: failed.get(day) ?? 0,
          signups: signups.get(day) ?? 0,
          oldestReviewMinutes: oldest.get(day) ?? 0,
        };
      });
      return { days, points, escrowBalance };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
