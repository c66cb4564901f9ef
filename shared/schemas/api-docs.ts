// The files of the API's reference page (swagger-ui's bundle and styles, and our start-up script).
import { z } from 'zod';

export const DOCS_ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js', 'docs-init.js'] as const;
export const ZDocsAssetParams = z.object({ file: z.enum(DOCS_ASSETS) });
