/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // This app alone, whatever lock files the directories above it hold.
  turbopack: { root: import.meta.dirname },
}

export default nextConfig
