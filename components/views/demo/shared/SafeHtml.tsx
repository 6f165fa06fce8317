import { Fragment, type ReactNode } from 'react';
import Link from '@mui/material/Link';

/** Renders a node of the mock's HTML, keeping only emphasis and in-app links; anything else becomes its text. */
function render(node: ChildNode, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  if (el.tagName === 'SCRIPT' || el.tagName === 'STYLE') return null;
  const children = [...el.childNodes].map(render);
  switch (el.tagName) {
    case 'STRONG':
    case 'B':
      return <strong key={key}>{children}</strong>;
    case 'EM':
      return <em key={key}>{children}</em>;
    case 'A': {
      const href = el.getAttribute('href') ?? '';
      return href.startsWith('#/') ? <Link key={key} href={href}>{children}</Link> : <Fragment key={key}>{children}</Fragment>;
    }
    default:
      return <Fragment key={key}>{children}</Fragment>;
  }
}

/** The HTML snippets of the mock notices, without ever injecting markup. */
export default function SafeHtml({ html }: { html: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <>{[...body.childNodes].map(render)}</>;
}
