import type { OpenApiDocument } from './document';

/**
 * GET /api/docs: the OpenAPI document drawn as one readable HTML page by the server (no script,
 * no CDN: it works offline in a room), light, accessible and readable on a phone.
 */

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  maxLength?: number;
  description?: string;
};
type Operation = OpenApiDocument['paths'][string][string];

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** The little markdown the description uses: paragraphs, `code` and *emphasis*. */
const markdown = (text: string) =>
  text
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p>${escapeHtml(paragraph.replace(/\n/g, ' '))
          .replace(/`([^`]+)`/g, '<code>$1</code>')
          .replace(/\*([^*]+)\*/g, '<em>$1</em>')}</p>`,
    )
    .join('\n');

/** A schema's type in a few words: 'string (uuid)', 'integer | null', "'read' | 'write'". */
function typeOf(schema: JsonSchema): string {
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' | ');
  if (schema.type === 'array') return `array of ${schema.items ? typeOf(schema.items) : 'any'}`;
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  const detail = schema.format ?? (schema.maxLength ? `≤ ${schema.maxLength}` : undefined);
  return detail ? `${type} (${detail})` : type;
}

function fieldTable(schema: JsonSchema): string {
  const object = schema.type === 'array' && schema.items ? schema.items : schema;
  const rows = Object.entries(object.properties ?? {}).map(
    ([name, field]) =>
      `<tr><td><code>${escapeHtml(name)}</code></td><td>${escapeHtml(typeOf(field))}</td>` +
      `<td>${object.required?.includes(name) ? 'yes' : ''}</td></tr>`,
  );
  const caption = schema.type === 'array' ? '<p>A JSON array of:</p>' : '';
  if (rows.length === 0) return `<p>${escapeHtml(typeOf(schema))}</p>`;
  return `${caption}<div class="scroll"><table><thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Required</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
}

function schemaBlock(title: string, schema: JsonSchema | undefined): string {
  if (!schema) return '';
  return `<details><summary>${title}</summary>${fieldTable(schema)}<details class="raw"><summary>JSON Schema</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details></details>`;
}

function accessOf(operation: Operation): string {
  const [first] = operation.security;
  if (!first) return 'Public';
  if ('bearerToken' in first) return `Token (${first.bearerToken.join(', ')}) or session`;
  return 'Signed-in browser only';
}

function operationHtml(path: string, method: string, operation: Operation): string {
  const responses = operation.responses as Record<
    string,
    { description: string; content?: { 'application/json': { schema: JsonSchema } } }
  >;
  const [status, success] = Object.entries(responses)[0] ?? [];
  const body = (
    operation as { requestBody?: { content: { 'application/json': { schema: JsonSchema } } } }
  ).requestBody?.content['application/json'].schema;
  return `<article id="${escapeHtml(operation.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(operation.summary)}</p>
<p class="meta">Access: ${escapeHtml(accessOf(operation))} · Answers ${escapeHtml(String(status))} ${escapeHtml(success?.description ?? '')}</p>
${schemaBlock('Request body', body)}
${schemaBlock('Response body', success?.content?.['application/json'].schema)}
</article>`;
}

const STYLE = `
:root{color-scheme:light;--ink:#1c1c1c;--muted:#555;--line:#ddd;--accent:#0b5cad}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:#fff}
main{max-width:60rem;margin:0 auto;padding:1rem}
h1{font-size:1.75rem}h2{margin-top:2.5rem;border-bottom:2px solid var(--line);padding-bottom:.25rem}
h3{font-size:1rem;margin:0 0 .25rem;overflow-wrap:anywhere}
article{border:1px solid var(--line);border-radius:8px;padding:.75rem 1rem;margin:1rem 0}
.meta{color:var(--muted);font-size:.9rem;margin:.25rem 0}
.method{display:inline-block;min-width:4.5em;text-align:center;border-radius:4px;padding:0 .4em;color:#fff;font-family:ui-monospace,monospace}
.get{background:#1d6b2f}.post{background:#0b5cad}.put{background:#7a4a00}.delete{background:#a11b1b}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.9em}
pre{background:#f5f5f5;padding:.75rem;overflow:auto;border-radius:6px;max-height:24rem}
.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%}
th,td{text-align:left;border-bottom:1px solid var(--line);padding:.3rem .5rem;vertical-align:top}
summary{cursor:pointer;color:var(--accent);padding:.25rem 0}
a{color:var(--accent)}nav ul{padding-left:1.25rem;columns:14rem}
a:focus,summary:focus{outline:3px solid #f2b600;outline-offset:2px}
`;

/** The whole page of `document`; `origin` is where the examples send their requests. */
export function renderDocsPage(document: OpenApiDocument): string {
  const origin = document.servers[0]?.url ?? '';
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags[0] ?? '';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(path, method, operation)]);
    }
  }
  const slug = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const nav = [...byTag.keys()]
    .map((tag) => `<li><a href="#${slug(tag)}">${escapeHtml(tag)}</a></li>`)
    .join('');
  const sections = [...byTag.entries()]
    .map(
      ([tag, operations]) =>
        `<section aria-labelledby="${slug(tag)}"><h2 id="${slug(tag)}">${escapeHtml(tag)}</h2>${operations.join('\n')}</section>`,
    )
    .join('\n');
  const example = `curl -H "Authorization: Bearer trl_…" ${origin}/api/projects`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} — reference</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(document.info.title)}</h1>
${markdown(document.info.description)}
<h2 id="authentication">Authentication</h2>
<p>Every request carries the token in the <code>Authorization</code> header. No cookie and no <code>Origin</code> header are needed:</p>
<pre>${escapeHtml(example)}</pre>
<p>A revoked or unknown token answers <code>401</code>; a read token that writes, or a route for browsers only, <code>403</code>. Errors are JSON with a stable <code>code</code>. The machine-readable document is at <a href="/api/openapi.json"><code>/api/openapi.json</code></a>.</p>
<nav aria-label="Resources"><h2>Resources</h2><ul>${nav}</ul></nav>
${sections}
</main>
</body>
</html>`;
}
