import { createElement, Fragment, useMemo, type ReactNode } from 'react';

/** Formatting a notification body may keep; every attribute is dropped (links keep a checked href). */
const KEPT_TAGS = new Set(['b', 'strong', 'i', 'em', 'u', 's', 'br', 'p', 'ul', 'ol', 'li', 'a', 'span', 'blockquote']);
/** Elements whose content is never text for a reader: dropped with everything inside. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'object',
  'embed',
  'noscript',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
]);
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
/** Deeper nesting than any real message is flattened to its text (a hostile body cannot exhaust the stack). */
const MAX_DEPTH = 20;

const safeHref = (href: string | null) => {
  if (!href) return undefined;
  try {
    const url = new URL(href);
    return LINK_PROTOCOLS.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined; // relative or malformed: no link
  }
};

function toReact(node: Node, key: number, depth: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.localName;
  if (DROPPED_TAGS.has(tag)) return null;
  if (depth > MAX_DEPTH) return element.textContent;
  const children = [...element.childNodes].map((child, index) => toReact(child, index, depth + 1));
  if (!KEPT_TAGS.has(tag)) return <Fragment key={key}>{children}</Fragment>;
  if (tag === 'br') return <br key={key} />;
  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href'));
    if (!href) return <Fragment key={key}>{children}</Fragment>;
    return (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    );
  }
  return createElement(tag, { key }, children);
}

/**
 * A notification body shown as HTML (spec §2). The server stores it sanitised already; this renders it again
 * through an allow-list, without ever handing markup to the browser: the text is parsed by DOMParser into an
 * inert document (no scripts run, nothing is fetched), and only kept elements, without attributes, become React
 * elements; text stays text, so React escapes it. No dangerouslySetInnerHTML, no sanitiser library.
 */
export function SafeHtml({ html }: { html: string }) {
  const content = useMemo(() => {
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    return [...body.childNodes].map((child, index) => toReact(child, index, 0));
  }, [html]);
  return <div style={{ whiteSpace: 'normal' }}>{content}</div>;
}
