import { describe, expect, it } from 'vitest'
import { describeUserAgent } from './user-agent.ts'

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari 18',
      'iOS',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge 131', 'Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome 131', 'macOS'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox 133', 'Linux'],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'Samsung Internet 26',
      'Android',
    ],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1', 'Chrome 120', 'iPadOS'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36', 'Chrome 142', 'Linux'],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36', 'Chrome 130', 'ChromeOS'],
  ])('reads %s', (header, browser, system) => {
    expect(describeUserAgent(header)).toEqual({ browser, system })
  })

  it('names what it cannot read, and never returns more than a short fixed name and version', () => {
    expect(describeUserAgent(undefined)).toEqual({ browser: 'Unknown browser', system: 'Unknown system' })
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: 'Unknown browser', system: 'Unknown system' })
    const hostile = `Firefox/99999999999 ${'<script>'.repeat(10_000)} Windows`
    const { browser, system } = describeUserAgent(hostile)
    expect(browser).toBe('Firefox 9999')
    expect(system).toBe('Unknown system') // beyond the part that is read
    expect(describeUserAgent(`${'x'.repeat(600)} Chrome/120`).browser).toBe('Unknown browser')
  })
})
