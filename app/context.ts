import { createContext } from 'react-router'
import type { Services } from '#server/services.ts'

/** The server's services, handed to loaders (loaders never open the database themselves). */
export const servicesContext = createContext<Services>()

/** Facts about the request the document needs: the CSP nonce and the canonical origin. */
export interface RequestInfo {
  nonce: string
  siteUrl: string
}
export const requestInfoContext = createContext<RequestInfo>()
