/** @type {import('next').NextConfig} */
const nextConfig = {
  serverExternalPackages: ['@electric-sql/pglite', 'bcryptjs'],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
