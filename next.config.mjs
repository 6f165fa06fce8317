/** @type {import('next').NextConfig} */
const nextConfig = {
  serverExternalPackages: ['@electric-sql/pglite', 'bcryptjs', 'pdfkit'],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
