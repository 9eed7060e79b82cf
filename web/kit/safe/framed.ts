/** Whether the page runs in a frame (a Safe host's, perhaps); false on a server. */
export const isFramed = () => typeof window !== 'undefined' && window.parent !== window
