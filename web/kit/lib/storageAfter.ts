/**
 * `storage` once `ready()` says so; before, nothing is stored and nothing is found. For wagmi's
 * state under `ssr`: wagmi writes its initial state when its config is made, which on a server
 * (or before the page is mounted) must neither reach the page's storage nor overwrite what the
 * visitor's last visit left there.
 */
export function storageAfter(
  ready: () => boolean,
  storage: Storage,
): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  return {
    getItem: (key) => (ready() ? storage.getItem(key) : null),
    setItem: (key, value) => void (ready() && storage.setItem(key, value)),
    removeItem: (key) => void (ready() && storage.removeItem(key)),
  }
}
