// The reference page's HTML and its start-up script (a file, not inline: the CSP allows scripts from 'self' only).
import type { apiDocsTexts } from '#shared/texts/api-docs.ts';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export function docsPage(texts: typeof apiDocsTexts): string {
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(texts.title)}</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<noscript>${escape(texts.noScript)}</noscript>
<div id="docs"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/docs-init.js"></script>
</body>
</html>
`;
}

export const DOCS_INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#docs',
  deepLinking: true,
  docExpansion: 'none',
  defaultModelsExpandDepth: 0,
  persistAuthorization: true,
});
`;
