// Loaded with `node --import` into a production server that a test starts (site-server.ts): the
// process's clock (Date and Date.now) reads a moment the test sets over the IPC channel, so
// several real server processes can share one controllable clock. Until the first message it is
// the real clock. Nothing else of the process is touched.
const RealDate = Date
let fixedAt = null

const now = () => (fixedAt === null ? RealDate.now() : fixedAt)

class ProcessClockDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(now())
    else super(...args)
  }

  static now() {
    return now()
  }
}

globalThis.Date = ProcessClockDate

process.on('message', (message) => {
  if (message?.type !== 'set-clock') return
  fixedAt = message.at === null ? null : RealDate.parse(message.at)
  process.send?.({ type: 'clock-set', at: message.at })
})
// The channel must not keep a stopping server alive.
process.channel?.unref()
