export function meta() {
  return [{ title: 'Admin Sign In' }, { name: 'robots', content: 'noindex, nofollow' }]
}

export default function AdminLogin() {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-brand-50 p-4">
      <h1 className="text-3xl font-semibold text-brand-800">Admin Login</h1>
    </main>
  )
}
