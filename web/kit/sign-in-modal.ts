// Sub-entry: the sign-in modal, loaded lazily by those who turn sign-in on:
// `const SignInModal = lazy(() => import('…/sign-in-modal.ts'))`.

export {
  /** The Sign-In with Ethereum modal, for `<KitProvider signIn={{ status, Modal }}>`. */
  default,
} from './ui/SignInModal/SignInModal.tsx'
