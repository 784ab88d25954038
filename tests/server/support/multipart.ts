/** A multipart/form-data body for app.inject: text fields, then one file. */
export function multipartBody(fields: Record<string, string>, file: { name: string; data: Buffer; type?: string }) {
  const boundary = '----content-test';
  const parts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`);
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([...parts, head, file.data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}
