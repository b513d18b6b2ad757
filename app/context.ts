import { createContext } from 'react-router'
import type { Services } from '#server/services.ts'

/** The server's services, handed to loaders (loaders never open the database themselves). */
export const servicesContext = createContext<Services>()

/** Facts about the request the document needs: the CSP nonce, the canonical origin, built assets. */
export interface RequestInfo {
  nonce: string
  siteUrl: string
  /** Reads a built client asset, so the document can carry the stylesheet inline (production). */
  assetText?: (href: string) => string | undefined
}
export const requestInfoContext = createContext<RequestInfo>()
