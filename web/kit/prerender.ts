// Sub-entry: what a build that prerenders its page needs and the page itself never loads.

export {
  /**
   * The connect modal as it first opens, both layouts, for the build to put into the HTML: a
   * press before the app's code has loaded then shows it at once. Render it inside
   * `<KitProvider>`, in a tree of its own with an `identifierPrefix`.
   */
  FirstConnectModal,
} from './ui/ConnectModal/FirstConnectModal.tsx'
