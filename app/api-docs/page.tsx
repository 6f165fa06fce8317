import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { BUILD_DATE } from '@/lib/config/version';
import pkg from '@/package.json';
import { ApiReference } from './ApiReference';

export const metadata: Metadata = { title: 'API 文档 - 人事管理系统' };

/**
 * The integrators' page: the OpenAPI document of /api/openapi.json in Scalar's viewer (table of contents by tag,
 * search, try-it with a Bearer token), under the heading below and the app's version line.
 */
export default async function ApiDocsPage() {
  const nonce = (await headers()).get('x-nonce') ?? '';
  return (
    <>
      <header style={{ padding: '16px 24px', borderBottom: '1px solid #ddd', fontFamily: 'system-ui, sans-serif', lineHeight: 1.6 }}>
        <h1 style={{ fontSize: 22, margin: 0 }}>人事管理系统 API 文档 / API reference</h1>
        <p style={{ margin: '4px 0' }}>
          {pkg.version}, built {BUILD_DATE}
        </p>
        <p style={{ margin: '4px 0' }}>
          左侧目录按模块列出全部接口，可搜索；先调用 <code>POST /api/login/login</code> 取得令牌，在“身份验证”处填入 Bearer 令牌即可直接试用接口。
          接入说明（登录与加密请求体、402 令牌刷新、分页、错误与限流）见<a href="/api-docs/integrators.md">接入指南</a>。
        </p>
        <p style={{ margin: '4px 0', color: '#555' }} lang="en">
          Every endpoint by module in the table of contents on the left, with search; sign in with <code>POST /api/login/login</code>,
          put the token under Authentication as the Bearer token and try any endpoint from the page. Signing in (plain and
          encrypted), the 402 refresh, paging, errors and rate limits: the <a href="/api-docs/integrators.md">integrator&apos;s guide</a>.
          Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.
        </p>
        <p style={{ margin: '4px 0' }}>
          <a href="/api/openapi.d.ts">TypeScript 类型定义 / TypeScript types (renshi-api.d.ts)</a>
        </p>
      </header>
      <ApiReference nonce={nonce} />
    </>
  );
}
