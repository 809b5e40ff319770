import { Typography } from '@mantine/core';
import ReactMarkdown, { type Components } from 'react-markdown';

/**
 * The articles' markdown, kept to what the spec allows: headings (levels 1–3), bold, italic,
 * lists, quotes and paragraphs. Raw HTML is never rendered (no rehype-raw, and `skipHtml` drops
 * it), so an article cannot inject markup or scripts; any other markdown (links, images, code)
 * is reduced to its plain text.
 *
 * Shared by the article page and the administration's preview, so the preview shows exactly
 * what readers will see.
 */
const ALLOWED_ELEMENTS = [
  'ul',
  'ol',
  'li',
  'p',
  'strong',
  'em',
  'h1',
  'h2',
  'h3',
  'blockquote',
  'br',
];

// The page's own title is the h1: the article's headings move one level down so the document
// outline stays in order for screen readers.
const components: Components = {
  h1: ({ node: _node, ...props }) => <h2 {...props} />,
  h2: ({ node: _node, ...props }) => <h3 {...props} />,
  h3: ({ node: _node, ...props }) => <h4 {...props} />,
};

export function Markdown({ content }: { content: string }) {
  return (
    <Typography>
      <ReactMarkdown
        allowedElements={ALLOWED_ELEMENTS}
        unwrapDisallowed
        skipHtml
        components={components}
      >
        {content}
      </ReactMarkdown>
    </Typography>
  );
}
