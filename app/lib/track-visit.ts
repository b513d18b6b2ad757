/**
 * Reports a public page view. Failures are logged quietly and never shown;
 * the request carries no cookie.
 */
export async function trackVisit(page: string): Promise<void> {
  try {
    const response = await fetch('/api/track-visitor', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(document.referrer ? { page, referrer: document.referrer } : { page }),
      credentials: 'omit',
      keepalive: true,
    })
    if (!response.ok) console.debug(`Visit not recorded: ${response.status}`)
  } catch (error) {
    console.debug('Visit not recorded', error)
  }
}
