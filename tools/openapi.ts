/** `npm run openapi`: writes the published API document and the SPA's types generated from it (tools/openapi/published.ts). */
import { writeFile } from 'node:fs/promises';
import { publishedFiles } from './openapi/published';

for (const [file, text] of Object.entries(await publishedFiles())) {
  await writeFile(file, text);
  console.log(`${file}: ${(Buffer.byteLength(text) / 1024).toFixed(0)} KiB`);
}
