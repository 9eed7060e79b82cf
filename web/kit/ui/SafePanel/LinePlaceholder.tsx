/**
 * A line of text the gateway has not sent yet. It holds the line's height (a no-break space in
 * the panel's font), so the controls under it do not move, and a tap aimed at them does not
 * miss, when the text lands.
 */
export function LinePlaceholder() {
  return (
    <p className="safe-placeholder" aria-hidden="true">
      {'\u00a0'}
    </p>
  )
}
