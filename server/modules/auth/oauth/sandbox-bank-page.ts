import { type Language, translate } from '../../../i18n/messages';
import { SANDBOX_BANK_PEOPLE } from '../../../providers/identity/sandbox-bank';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The sandbox bank's sign-in page: one link per person, each approving the request as that person. */
export function renderSandboxBankPage(query: Record<string, string>, language: Language): string {
  const t = (key: Parameters<typeof translate>[1]) => escapeHtml(translate(language, key));
  const people = SANDBOX_BANK_PEOPLE.map((person) => {
    const href = `approve?${new URLSearchParams({ ...query, person: person.subject })}`;
    return `<li><a data-testid="sandbox-bank-person" href="${escapeHtml(href)}">${escapeHtml(person.name)} · +${escapeHtml(person.phone ?? '')}</a></li>`;
  }).join('\n');
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('sandbox.bank.title')}</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}li{margin:1rem 0}a{font-size:1.1rem}</style>
</head><body>
<h1>${t('sandbox.bank.title')}</h1>
<p>${t('sandbox.bank.pick')}</p>
<ul>${people}</ul>
</body></html>`;
}
