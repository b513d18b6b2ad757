import 'react'

// Invoker commands (HTML: `commandfor` and `command` on a button), which React passes through as
// plain attributes but its types do not list yet.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merging needs React's own parameter
  interface ButtonHTMLAttributes<T> {
    commandfor?: string | undefined
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover' | undefined
  }
}
