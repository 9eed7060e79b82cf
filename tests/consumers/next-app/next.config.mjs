/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // This app alone, whatever lock files the directories above it hold.
  turbopack: { root: import.meta.dirname },
  // Built once per test run into a fresh directory: a cache written for the next build (23 s on
  // CI, where Next writes it) would never be read.
  experimental: { turbopackFileSystemCacheForBuild: false },
}

export default nextConfig
