import { useEffect, useId, useState, type ReactNode } from 'react';
import { CODE_LANGUAGE_NAMES } from './code-language-names';
import { codeLanguage, codeText } from './code-languages';

/**
 * A code block on the blog page and in the publish preview (issue 25 item 5): the code as text in <pre><code>,
 * named by its language, then highlighted once highlighter.ts has loaded. That chunk is imported only here,
 * only for a block in a language (not plain text): a post without code downloads no highlighter.
 */
export default function CodeBlock({ data }: { data: Record<string, unknown> }) {
  const code = codeText(data.code);
  const language = codeLanguage(data.language);
  const captionId = useId();
  const [highlighted, setHighlighted] = useState<{ code: string; nodes: ReactNode } | null>(null);

  useEffect(() => {
    if (language === 'plaintext' || !code.trim()) return;
    let live = true;
    import('./highlighter')
      .then(({ highlight }) => {
        const nodes = highlight(code, language);
        if (live && nodes) setHighlighted({ code, nodes });
      })
      // Without its highlighter the code still reads as text.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [code, language]);

  if (!code) return null;
  const label = CODE_LANGUAGE_NAMES[language];
  return (
    <figure
      className="my-8"
      data-language={language}
      aria-labelledby={language !== 'plaintext' ? captionId : undefined}
    >
      {language !== 'plaintext' && (
        <figcaption id={captionId} className="mb-1 font-sans text-sm text-muted">
          {label}
        </figcaption>
      )}
      <pre
        // A long line scrolls sideways: by keyboard too (WCAG 2.1.1), so the box takes focus.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="overflow-x-auto rounded-md bg-surface p-4 font-mono leading-6"
      >
        <code className="block">{highlighted?.code === code ? highlighted.nodes : code}</code>
      </pre>
    </figure>
  );
}
