/** A wallet's icon on its background colour, rounded like an app icon. */
export function WalletIcon({ url, background, size }: { url: string; background?: string; size: number }) {
  return (
    <span
      className="kit-wallet-icon"
      style={{ width: size, height: size, background, borderRadius: size * 0.25 }}
      aria-hidden="true"
    >
      <img src={url} alt="" width={size} height={size} />
    </span>
  )
}
