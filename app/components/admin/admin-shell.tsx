import { ExternalLink, LayoutDashboard, LogOut, NotebookPen, Settings } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { ConfirmDialog } from '#app/components/ui/alert-dialog.tsx'
import { Button, buttonClasses } from '#app/components/ui/button.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/components/ui/tabs.tsx'
import type { AdminUser } from '#shared/schemas/auth.ts'
import type { AdminTarget } from '#shared/schemas/go-live.ts'
import { paths } from '#shared/paths.ts'
import { BlogManager } from './blog-manager.tsx'
import { Dashboard } from './dashboard.tsx'
import { hasDraft } from './post-draft.ts'
import { SettingsScreen } from './settings/settings-screen.tsx'

export interface AdminShellProps {
  user: AdminUser
  onLogout: () => Promise<void>
  renderPreview?: (content: string) => ReactNode
}

/** The signed-in panel: header with Logout, and the Dashboard, Blog Manager and Settings tabs. */
export function AdminShell({ user, onLogout, renderPreview }: AdminShellProps) {
  // A post still being written opens the Blog Manager, with the text where it was left.
  const [tab, setTab] = useState(() => (hasDraft() ? 'blog' : 'dashboard'))
  const [confirmLogout, setConfirmLogout] = useState(false)
  const [leaving, setLeaving] = useState(false)
  // Where the go-live checklist sent the owner: focused once its tab has rendered it.
  const [focusAnchor, setFocusAnchor] = useState<string | null>(null)

  useEffect(() => {
    if (!focusAnchor) return
    let frame = 0
    const started = performance.now()
    const tryFocus = () => {
      const element = document.getElementById(focusAnchor)
      if (element) {
        element.focus()
        element.scrollIntoView({ block: 'center', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth' })
        setFocusAnchor(null)
      } else if (performance.now() - started < 5000) {
        frame = requestAnimationFrame(tryFocus)
      } else {
        setFocusAnchor(null)
      }
    }
    frame = requestAnimationFrame(tryFocus)
    return () => cancelAnimationFrame(frame)
  }, [focusAnchor, tab])

  const go = (target: AdminTarget) => {
    setTab(target.tab)
    setFocusAnchor(target.anchor ?? null)
  }

  const logout = async () => {
    setLeaving(true)
    await onLogout()
  }

  return (
    <div className="min-h-screen bg-brand-50">
      <header className="border-b border-brand-100 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
          <div>
            <h1 className="text-2xl font-semibold text-brand-800">Admin Panel</h1>
            <p className="text-sm text-muted">Signed in as {user.name}</p>
          </div>
          <div className="flex items-center gap-2">
            <a href={paths.home} target="_blank" rel="noopener" className={buttonClasses('ghost')}>
              <ExternalLink aria-hidden="true" className="size-4" />
              View Website<span className="sr-only"> (opens in a new tab)</span>
            </a>
            <Button variant="outline" disabled={leaving} onClick={() => (hasDraft() ? setConfirmLogout(true) : void logout())}>
              <LogOut aria-hidden="true" className="size-4" />
              Logout
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
        <Tabs value={tab} onValueChange={setTab}>
          {/* Three tabs share a phone's width instead of running off it. */}
          <TabsList aria-label="Admin sections" className="flex w-full sm:inline-flex sm:w-auto">
            <TabsTrigger value="dashboard" className="min-w-0 flex-1 justify-center px-2 text-center sm:flex-none sm:px-4">
              <LayoutDashboard aria-hidden="true" className="hidden size-4 sm:block" />
              Dashboard
            </TabsTrigger>
            <TabsTrigger value="blog" className="min-w-0 flex-1 justify-center px-2 text-center sm:flex-none sm:px-4">
              <NotebookPen aria-hidden="true" className="hidden size-4 sm:block" />
              Blog Manager
            </TabsTrigger>
            <TabsTrigger value="settings" className="min-w-0 flex-1 justify-center px-2 text-center sm:flex-none sm:px-4">
              <Settings aria-hidden="true" className="hidden size-4 sm:block" />
              Settings
            </TabsTrigger>
          </TabsList>
          <TabsContent value="dashboard">
            <Dashboard user={user} onGo={go} />
          </TabsContent>
          <TabsContent value="blog">
            <BlogManager renderPreview={renderPreview} />
          </TabsContent>
          <TabsContent value="settings">
            <SettingsScreen renderPreview={renderPreview} />
          </TabsContent>
        </Tabs>
      </main>
      <ConfirmDialog
        open={confirmLogout}
        onOpenChange={setConfirmLogout}
        title="Log out with an unsaved post?"
        description="The post you are writing has not been saved. Logging out clears it from this browser."
        confirmLabel="Log out anyway"
        cancelLabel="Keep writing"
        destructive
        onConfirm={() => void logout()}
      />
    </div>
  )
}
