export function meta() {
  return [{ title: 'Admin Panel' }, { name: 'robots', content: 'noindex, nofollow' }]
}

export default function AdminPanel() {
  return (
    <main id="main" className="min-h-screen bg-brand-50 p-4">
      <h1 className="text-3xl font-semibold text-brand-800">Admin Panel</h1>
    </main>
  )
}
