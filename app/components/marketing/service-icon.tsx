import { Brain, HeartHandshake, MessageCircleHeart, Users } from 'lucide-react'
import type { ServiceIcon as ServiceIconName } from '#content/services.ts'

const icons = { brain: Brain, heart: HeartHandshake, family: Users, message: MessageCircleHeart } as const

/** The icon a service card names in the content module. */
export function ServiceIcon({ name, className }: { name: ServiceIconName; className?: string }) {
  const Icon = icons[name]
  return <Icon aria-hidden="true" className={className} />
}
