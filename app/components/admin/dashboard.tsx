import type { AdminUser } from '#shared/schemas/auth.ts'
import type { AdminTarget } from '#shared/schemas/go-live.ts'
import { GoLiveChecklist } from './go-live-checklist.tsx'
import { StatsCards } from './stats-cards.tsx'
import { VisitorStats } from './visitor-stats.tsx'

/** The Dashboard tab: a greeting, the go-live checklist, the two figure cards and the visit statistics. */
export function Dashboard({ user, onGo }: { user: AdminUser; onGo: (target: AdminTarget) => void }) {
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-semibold text-brand-800">Welcome back, {user.name}</h2>
        <p className="mt-1 text-muted">Manage your therapy website content and settings from here.</p>
      </div>
      <GoLiveChecklist onGo={onGo} />
      <StatsCards />
      <VisitorStats />
    </div>
  )
}
