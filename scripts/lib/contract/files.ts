/** Where the contract documents are committed, and their text as `npm run contract:export` writes it. */
import { asyncApiDocument, openApiDocument } from './documents';

export const contractFiles = {
  'docs/contract/openapi.json': openApiDocument,
  'docs/contract/asyncapi.json': asyncApiDocument,
} as const;

export const contractText = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`;
