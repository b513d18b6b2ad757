import { createContext, useContext, type ReactNode } from 'react'

const NonceContext = createContext<string | undefined>(undefined)

/** Provides the request's CSP nonce to the document (server only; the browser never needs it). */
export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>
}

export function useNonce(): string | undefined {
  return useContext(NonceContext)
}
