import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { PostBody } from '#app/lib/post-body.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { createAdminQueryClient, describeError } from '#app/admin-api/client.ts'
import { forgetSignIn, meQueryOptions, rememberSignIn, signOut } from '#app/admin-api/session.ts'
import { paths } from '#shared/paths.ts'

export function meta() {
  return [{ title: 'Admin Panel' }, { name: 'robots', content: 'noindex, nofollow' }]
}

export function headers() {
  return { 'Cache-Control': 'no-store' }
}

const loginAfterExpiry = `${paths.adminLogin}?reason=expired&redirectTo=${encodeURIComponent(paths.adminPanel)}`

/**
 * /admin-panel. Nothing shows until the server confirms the session (GET /api/admin/me): the
 * browser's 'adminAuth' flag alone gets nobody in. A 401 anywhere later sends the owner to sign
 * in again; the post being written stays in this browser.
 */
export default function AdminPanel() {
  // React Router's navigate is stable for the life of the router, so the client may keep it.
  const navigate = useNavigate()
  const [queryClient] = useState(() =>
    createAdminQueryClient({
      onUnauthorized: () => {
        forgetSignIn()
        void navigate(loginAfterExpiry, { replace: true })
      },
    }),
  )
  return (
    <QueryClientProvider client={queryClient}>
      <Gate />
    </QueryClientProvider>
  )
}

function Verifying() {
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center gap-4 bg-brand-50 p-4">
      <Spinner />
      <p role="status" className="text-muted">
        Verifying authentication...
      </p>
    </main>
  )
}

function Gate() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const me = useQuery(meQueryOptions)
  const user = me.data

  useEffect(() => {
    if (user === null) {
      forgetSignIn()
      void navigate(paths.adminLogin, { replace: true })
    } else if (user) {
      rememberSignIn(user)
    }
  }, [user, navigate])

  if (me.isError) {
    return (
      <main id="main" className="flex min-h-screen flex-col items-center justify-center gap-4 bg-brand-50 p-4 text-center">
        <h1 className="text-2xl font-semibold text-brand-800">Admin Panel</h1>
        <p role="alert" className="text-muted">
          Could not check your sign-in. {describeError(me.error)}
        </p>
        <Button onClick={() => void me.refetch()}>Try again</Button>
      </main>
    )
  }
  if (!user) return <Verifying />

  return (
    <AdminShell
      user={user}
      renderPreview={(content) => (
        <section aria-label="Preview" className="min-w-0 rounded-xl border border-brand-100 bg-white p-4">
          <p className="text-sm font-semibold text-brand-800">Preview</p>
          {content.trim() ? (
            <PostBody content={content} isPreview className="post-body mt-2 text-base" />
          ) : (
            <p className="mt-2 text-sm text-muted">The article will appear here as you write.</p>
          )}
        </section>
      )}
      onLogout={async () => {
        await signOut()
        // Leave first: cleared while the panel is still up, its queries would ask again (and get 401s).
        await navigate(paths.adminLogin, { replace: true })
        queryClient.clear()
      }}
    />
  )
}
