import { createContext } from 'react-router'
import type { DataLayer } from '#server/db/index.ts'

/** The data layer, handed to loaders by the server (loaders never open the database themselves). */
export const dataContext = createContext<DataLayer>()

/** Facts about the request the document needs: the CSP nonce and the canonical origin. */
export interface RequestInfo {
  nonce: string
  siteUrl: string
}
export const requestInfoContext = createContext<RequestInfo>()
