import { randomBytes } from 'node:crypto';

export interface MultipartPart {
  name: string;
  /** Set for a file part. */
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A multipart/form-data body written by hand, and the content-type header that goes with it. */
export function multipartBody(parts: MultipartPart[]): { body: Buffer; contentType: string } {
  const boundary = `----arya-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const headers = [`Content-Disposition: ${disposition}`, ...(part.contentType ? [`Content-Type: ${part.contentType}`] : [])];
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`));
    chunks.push(typeof part.content === 'string' ? Buffer.from(part.content) : part.content);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A body with one file in the field `file`, as the web client sends an upload. */
export function fileUploadBody(content: Buffer | string, filename = 'image', contentType = 'application/octet-stream') {
  return multipartBody([{ name: 'file', filename, contentType, content }]);
}
