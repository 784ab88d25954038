import { type Language, translate } from '../../i18n/messages';
import { formatNumber } from '../../../common/numberFormat';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export interface SandboxPageModel {
  providerOrderId: string;
  amount: number;
  description: string;
  status: 'NEW' | 'CONFIRMED' | 'DECLINED' | 'CANCELLED';
}

/** The hosted payment page of the sandbox acquirer: the amount and two buttons, or the outcome once decided. */
export function renderSandboxPage(model: SandboxPageModel, language: Language): string {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) => escapeHtml(translate(language, key, params));
  const amount = formatNumber(model.amount, language, { fractionDigits: 2 });
  const action = `/gw/sandbox/pay/${encodeURIComponent(model.providerOrderId)}`;
  const body =
    model.status === 'NEW'
      ? `<form method="post" action="${action}/confirm"><button type="submit">${t('sandbox.pay')}</button></form>
         <form method="post" action="${action}/decline"><button type="submit">${t('sandbox.decline')}</button></form>`
      : `<p>${t('sandbox.done', { status: model.status })}</p>`;
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('sandbox.title')}</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}form{display:inline-block;margin-right:1rem}button{font-size:1rem;padding:.5rem 1.5rem}</style>
</head><body>
<h1>${t('sandbox.title')}</h1>
<p>${escapeHtml(model.description)}</p>
<p>${t('sandbox.amount')}: <strong data-testid="amount">${amount}</strong></p>
${body}
</body></html>`;
}
