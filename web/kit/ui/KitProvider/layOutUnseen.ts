/**
 * Lays out once, unseen, an element that React's Activity keeps hidden (`display: none
 * !important` on it). Content that was never laid out pays for its first style, font lookups and
 * text shaping when it is first shown: for the connect modal about 5 ms on our machines against
 * 1 ms for a later showing, all of it in the frame after the click. Done here, while the browser
 * is idle, that frame finds them ready. Nothing is painted or can be hit in between: the element
 * is shown and hidden again within this call, and is `visibility: hidden` while shown.
 */
export function layOutUnseen(element: HTMLElement): void {
  const { style } = element
  // Shown by React meanwhile: it is laid out already.
  if (style.getPropertyValue('display') !== 'none') return
  style.setProperty('visibility', 'hidden', 'important')
  style.removeProperty('display')
  element.getBoundingClientRect()
  style.setProperty('display', 'none', 'important')
  style.removeProperty('visibility')
}
