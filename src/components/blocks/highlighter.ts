import { createElement, Fragment, type ReactNode } from 'react';
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import rust from 'highlight.js/lib/languages/rust';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import type { CodeLanguage } from './code-languages';
import './highlighter.css';

/**
 * Syntax highlighting for the blog page's code blocks (issue 25 item 5; docs/decisions/0030): highlight.js's
 * core with our languages only, in a chunk of its own that code-block.tsx imports when a post holds code in a
 * language (never for plain text, never for a post without code).
 *
 * Code is text. highlight.js escapes it and wraps tokens in <span class="hljs-…">; that markup is never written
 * into the page: it is parsed in an inert document (DOMParser runs no script and loads nothing) and rebuilt as
 * React elements — text nodes as text, spans with their `hljs-` classes only, anything else as its text.
 */

const GRAMMARS = {
  bash,
  css,
  go,
  java,
  javascript,
  json,
  python,
  rust,
  sql,
  typescript,
  yaml,
  html: xml,
};
for (const [name, grammar] of Object.entries(GRAMMARS)) hljs.registerLanguage(name, grammar);

const TOKEN_CLASS = /^hljs-[a-z-]+$/;
/** Nesting highlight.js produces is shallow; a bound keeps the rebuild's recursion small whatever it gets. */
const MAX_DEPTH = 16;

function rebuild(node: Node, key: number, depth: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  if (node.tagName !== 'SPAN' || depth > MAX_DEPTH) return node.textContent;
  const className = [...node.classList].filter((name) => TOKEN_CLASS.test(name)).join(' ');
  const children = [...node.childNodes].map((child, index) => rebuild(child, index, depth + 1));
  return createElement('span', { key, className: className || undefined }, ...children);
}

/** The code as highlighted React nodes, or null when it cannot be highlighted (it is then shown as text). */
export function highlight(code: string, language: CodeLanguage): ReactNode {
  if (!GRAMMARS[language as keyof typeof GRAMMARS]) return null;
  try {
    const { value } = hljs.highlight(code, { language, ignoreIllegals: true });
    const body = new DOMParser().parseFromString(`<pre>${value}</pre>`, 'text/html').body;
    const pre = body.firstElementChild;
    if (!pre) return null;
    return createElement(
      Fragment,
      null,
      ...[...pre.childNodes].map((node, index) => rebuild(node, index, 0)),
    );
  } catch {
    return null;
  }
}
