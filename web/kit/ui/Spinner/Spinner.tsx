/** An indeterminate spinner; decorative, the text beside it says what is going on. */
export function Spinner({ size = 20 }: { size?: number }) {
  return <span className="kit-spinner" style={{ width: size, height: size }} aria-hidden="true" />
}
