/** /dashboard (spec 02 §2). Being built. */
export function DashboardPage() {
  return <h1>Dashboard</h1>;
}
