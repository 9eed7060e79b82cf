import { warmModals } from '../kit/preload.ts'
import { RECONNECTING_ATTRIBUTE } from '../shared/firstView/keys.ts'

// The first view's Connect button opens the connect modal: its code is fetched from the start, not
// when the page is first idle, which on a slow phone comes seconds later, after a press has already
// waited for it (docs/performance.md). main.tsx imports this module first, and modules run in
// import order: the fetch starts before the rest of the entry (wagmi, viem, the page) is
// evaluated, and its chunks arrive while that runs. A restored connection shows no such button.
if (!document.documentElement.hasAttribute(RECONNECTING_ATTRIBUTE)) warmModals('connect')
