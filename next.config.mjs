/**
 * Security headers of every answer: pages, API answers (route handlers, and the 405s and 404s Next makes),
 * downloads and static files. The pages' Content-Security-Policy carries a per-request nonce, so proxy.ts sets it.
 */
const everywhere = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), '
      + 'magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()',
  },
];

/** Nothing an API answer holds is to run or be framed, even when a browser is sent to it directly. */
const apiPolicy = "default-src 'none'; frame-ancestors 'none'";

/** A file opened on its own (an SVG, a manual) may show itself and its inline styles, and run nothing. */
const filePolicy = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; font-src 'self' data:; frame-ancestors 'none'";

/**
 * HSTS only when the first hop was HTTPS (x-forwarded-proto from the TLS-terminating proxy). Browsers ignore HSTS
 * received over plain http, so a client that forges the header affects no one.
 */
const hsts = {
  source: '/(.*)',
  has: [{ type: 'header', key: 'x-forwarded-proto', value: '(?:https|HTTPS)(?:\\s*,.*)?' }],
  headers: [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }],
};

/** @type {import('next').NextConfig} */
const nextConfig = {
  serverExternalPackages: ['@electric-sql/pglite', 'bcryptjs', 'pdfkit'],
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm test` type-checks the whole project (tsc --noEmit) before it builds: that build need not check it again.
  typescript: { ignoreBuildErrors: process.env.RENSHI_TYPECHECKED === '1' },
  // A clean CI clone builds once: Turbopack's build cache would be written and never read.
  experimental: { turbopackFileSystemCacheForBuild: process.env.RENSHI_BUILD_CACHE !== 'off' },
  async headers() {
    return [
      { source: '/(.*)', headers: everywhere },
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: apiPolicy }] },
      { source: '/i18n/:path*', headers: [{ key: 'Content-Security-Policy', value: apiPolicy }] },
      // The paths proxy.ts leaves alone: with an extension, outside the API and Next's own assets.
      { source: '/:file((?!api/|_next/).*\\.\\w+)', headers: [{ key: 'Content-Security-Policy', value: filePolicy }] },
      hsts,
    ];
  },
};

export default nextConfig;
