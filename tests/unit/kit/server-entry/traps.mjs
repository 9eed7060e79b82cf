// Loaded with `node --import` before anything else in the probe's process: every read of a
// browser global is recorded (and finds nothing, as on a server).
const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator']
globalThis.__browserGlobalsRead = []
for (const name of BROWSER_GLOBALS)
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      globalThis.__browserGlobalsRead.push(name)
      return undefined
    },
  })
