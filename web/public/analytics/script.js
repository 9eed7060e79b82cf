/* global localStorage, location */
// A stand-in web analytics script: it records page views in this browser only and sends nothing.
;(function () {
  try {
    var key = 'analytics.pageviews'
    var views = JSON.parse(localStorage.getItem(key) || '[]')
    views.push({ path: location.pathname, at: Date.now() })
    localStorage.setItem(key, JSON.stringify(views.slice(-50)))
  } catch {
    // Storage blocked (e.g. a sandboxed iframe): there is nothing to record into.
  }
})()
