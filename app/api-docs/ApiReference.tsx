'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { z } from 'zod';
import '@scalar/api-reference-react/style.css';

type Viewer = ComponentType<{ configuration: Record<string, unknown> }>;
type Tag = { name: string; description?: string; 'x-displayName'?: string };
type OpenApiDoc = { info?: { description?: string }; tags?: Tag[] };

/**
 * The page's Content-Security-Policy admits only <style> elements that carry its nonce. Scalar (its theme, and the
 * toasts of vue-sonner and @scalar/use-toasts, at import time) creates style elements through document.createElement
 * without one: while the viewer is on the page, every <style> made that way gets the nonce. Markup injected as HTML
 * does not go through createElement, so it still cannot add a stylesheet.
 */
function stampStyleNonce(nonce: string): () => void {
  const create = Document.prototype.createElement;
  Document.prototype.createElement = function (this: Document, tagName: string, options?: ElementCreationOptions) {
    const element = create.call(this, tagName, options);
    if (element instanceof HTMLStyleElement) element.setAttribute('nonce', nonce);
    return element;
  } as typeof create;
  return () => {
    Document.prototype.createElement = create;
  };
}

/**
 * The document as the viewer shows it: without the version line its description opens with (the page's header shows
 * it), and each module under its Chinese name in the table of contents (the tag's description is "中文 / English").
 */
export function forViewer(doc: OpenApiDoc): OpenApiDoc {
  const description = doc.info?.description?.replace(/^Version [^,]+, built \S+?\.\s+/, '');
  const tags = doc.tags?.map((t) => (t.description ? { ...t, 'x-displayName': t.description.split(' / ')[0] } : t));
  return { ...doc, ...(doc.info ? { info: { ...doc.info, description } } : {}), ...(tags ? { tags } : {}) };
}

const CONFIGURATION = {
  // Fonts from the bundle's stylesheet and the system: no font service.
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
  documentDownloadType: 'none',
  hideDarkModeToggle: true,
  forceDarkModeState: 'light',
  localization: { locale: 'zh-CN' },
  authentication: { preferredSecurityScheme: 'bearer' },
  defaultOpenFirstTag: false,
  // The table of contents lists each operation by its path (/api/Person/getList); the summaries are sentences.
  operationTitleSource: 'path',
};

export function ApiReference({ nonce }: { nonce: string }) {
  const [viewer, setViewer] = useState<{ Viewer: Viewer; configuration: Record<string, unknown> } | null>(null);
  const [failed, setFailed] = useState('');

  useEffect(() => {
    const restore = stampStyleNonce(nonce);
    // Zod (which Scalar validates its configuration with) would otherwise probe for eval, which the policy refuses.
    z.config({ jitless: true });
    let live = true;
    Promise.all([
      import('@scalar/api-reference-react'),
      fetch('/api/openapi.json').then((r) => {
        if (!r.ok) throw new Error(`/api/openapi.json: HTTP ${r.status}`);
        return r.json() as Promise<OpenApiDoc>;
      }),
    ]).then(
      ([module, doc]) => live && setViewer({ Viewer: module.ApiReferenceReact as unknown as Viewer, configuration: { ...CONFIGURATION, content: forViewer(doc) } }),
      (e: unknown) => live && setFailed(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
      restore();
    };
  }, [nonce]);

  if (failed) return <p role="alert" style={{ padding: 24 }}>接口文档加载失败 / The API document did not load: {failed}</p>;
  if (!viewer) return <p role="status" style={{ padding: 24 }}>加载中… / Loading…</p>;
  const { Viewer: View, configuration } = viewer;
  return <View configuration={configuration} />;
}
