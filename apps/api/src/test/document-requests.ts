import { expect } from 'vitest';
import { multipart, type MultipartPart } from '../storage/test-files';
import { bearer, body, type TestApp } from './harness';

/** The requests a test of an owner's documents sends, under the owner's documents path. */
export function documentRequests<Document, Category extends string>(
  app: () => TestApp['app'],
  documentsPath: string,
) {
  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    parts?: MultipartPart[],
  ) => {
    const form = parts ? multipart(parts) : undefined;
    return app().inject({
      method,
      url: `/api${url}`,
      headers: { ...(token ? bearer(token) : {}), ...form?.headers },
      ...(form ? { payload: form.payload } : {}),
    });
  };
  const file = (filename: string, data: Buffer): MultipartPart => ({
    name: 'file',
    filename,
    data,
  });
  return {
    send,
    file,
    uploadAs: (token: string, category: Category, filename: string, data: Buffer) =>
      send('POST', documentsPath, token, [
        { name: 'category', value: category },
        file(filename, data),
      ]),
    list: async (token: string) => {
      const response = await send('GET', documentsPath, token);
      expect(response.statusCode, response.body).toBe(200);
      return body<{ data: { documents: Document[] } }>(response).data.documents;
    },
    /** The document an upload or an Update answers with. */
    documentOf: (response: { body: string }) =>
      body<{ data: { document: Document } }>(response as never).data.document,
  };
}
