/**
 * The query parameter (`?framed=1`) by which the app tells the auth API it runs in a cross-site
 * frame (a Safe host), so the API sets and clears the session cookie that works there
 * (web/server/auth/cookies.ts).
 */
export const FRAMED_PARAM = 'framed'
