import { encode } from 'uqr'
import { useMemo } from 'react'

/**
 * A QR code drawn here, as one SVG path (uqr computes the modules): the secret it carries never
 * leaves the page for an image service.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => {
    // A four-module quiet zone, as the QR standard asks, so phone cameras find the edges.
    const { size, data } = encode(value, { ecc: 'M', border: 4 })
    let d = ''
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`
      }),
    )
    return { size, path: d }
  }, [value])
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className={className}>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
