/** M2: an e-mail's text as key and value lines where it is a JSON object, as typed otherwise. */
export function bodyLines(body: string): { key: string | null; value: string }[] {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return Object.entries(parsed).map(([key, value]) => ({ key, value: typeof value === 'string' ? value : JSON.stringify(value) }));
    }
  } catch {
    // not JSON: a plain text
  }
  return body.split('\n').map((value) => ({ key: null, value }));
}

export function MailBody({ body }: { body: string }) {
  return (
    <span style={{ display: 'block', overflowWrap: 'anywhere' }}>
      {bodyLines(body).map((line, i) => (
        <span key={i} style={{ display: 'block' }}>
          {line.key !== null && <strong>{line.key}: </strong>}
          {line.value}
        </span>
      ))}
    </span>
  );
}
