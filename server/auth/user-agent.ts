/** Browser and system in a few words, as the Security section lists sessions and sign-ins. */
export interface AgentSummary {
  browser: string
  system: string
}

// Only the head of the header is read, and only fixed names and a major version come out: what
// is stored is short and bounded whatever a client sends. Order matters (Edge and Opera also say
// Chrome; Chrome also says Safari).
const maxHeaderRead = 512
const browsers: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\/(\d{1,4})/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d{1,4})/, 'Opera'],
  [/\bSamsungBrowser\/(\d{1,4})/, 'Samsung Internet'],
  [/\bFirefox\/(\d{1,4})/, 'Firefox'],
  [/\bFxiOS\/(\d{1,4})/, 'Firefox'],
  [/\bCriOS\/(\d{1,4})/, 'Chrome'],
  [/\b(?:Headless)?Chrom(?:e|ium)\/(\d{1,4})/, 'Chrome'],
  [/\bVersion\/(\d{1,4})(?:\.\d+)*(?: Mobile\/\S+)? Safari\//, 'Safari'],
]
const systems: Array<[RegExp, string]> = [
  [/\b(?:iPhone|iPod)\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

/** Reads a User-Agent header into 'Firefox 133' / 'Windows'; unknown parts are named as such. */
export function describeUserAgent(header: string | undefined): AgentSummary {
  const text = (header ?? '').slice(0, maxHeaderRead)
  let browser = 'Unknown browser'
  for (const [pattern, name] of browsers) {
    const match = pattern.exec(text)
    if (match) {
      browser = `${name} ${match[1]}`
      break
    }
  }
  const system = systems.find(([pattern]) => pattern.test(text))?.[1] ?? 'Unknown system'
  return { browser, system }
}
