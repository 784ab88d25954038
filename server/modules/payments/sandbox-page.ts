import { brandPaletteOf } from '../../../common/brandPalettes';
import { type Language, translate } from '../../i18n/messages';
import { formatNumber } from '../../../common/numberFormat';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export interface SandboxPageModel {
  providerOrderId: string;
  amount: number;
  /** What is paid for (payments/subject.ts): 'Оплата заказа № 12', 'Оплата сертификата № …'. */
  description: string;
  status: 'NEW' | 'CONFIRMED' | 'DECLINED' | 'CANCELLED';
}

/** The product's look (the SPA's MUI theme): its font, the brand's colour, a card on a grey ground, contained buttons. */
function styles(primary: string): string {
  return `*{box-sizing:border-box}
body{margin:0;background:#f5f5f5;color:rgba(0,0,0,.87);font-family:Roboto,Helvetica,Arial,sans-serif;line-height:1.5}
header{background:${primary};color:#fff;padding:.75rem 1rem;font-size:1.125rem;font-weight:500}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:4px;box-shadow:0 2px 1px -1px rgba(0,0,0,.2),0 1px 1px 0 rgba(0,0,0,.14),0 1px 3px 0 rgba(0,0,0,.12)}
h1{font-size:1.5rem;font-weight:400;margin:0 0 1rem}
.amount{font-size:1.25rem}
.actions{display:flex;gap:1rem;flex-wrap:wrap;margin-top:1.5rem}
form{margin:0}
button{font:inherit;font-weight:500;text-transform:uppercase;letter-spacing:.02857em;padding:.5rem 1.5rem;border-radius:4px;cursor:pointer}
.pay{background:${primary};color:#fff;border:0;box-shadow:0 3px 1px -2px rgba(0,0,0,.2),0 2px 2px 0 rgba(0,0,0,.14)}
.decline{background:#fff;color:${primary};border:1px solid ${primary}}
@media (max-width:30rem){main{margin:0;border-radius:0;box-shadow:none}}`;
}

/** The hosted payment page of the sandbox acquirer: what is paid for, the amount and two buttons, or the outcome once decided. */
export function renderSandboxPage(model: SandboxPageModel, language: Language, hostname = ''): string {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) => escapeHtml(translate(language, key, params));
  const amount = formatNumber(model.amount, language, { fractionDigits: 2 });
  const action = `/gw/sandbox/pay/${encodeURIComponent(model.providerOrderId)}`;
  const subject = model.description ? escapeHtml(model.description) : t('sandbox.title');
  const body =
    model.status === 'NEW'
      ? `<div class="actions"><form method="post" action="${action}/confirm"><button type="submit" class="pay">${t('sandbox.pay')}</button></form>
         <form method="post" action="${action}/decline"><button type="submit" class="decline">${t('sandbox.decline')}</button></form></div>`
      : `<p>${t('sandbox.done', { status: translate(language, `sandbox.status.${model.status}`) })}</p>`;
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${subject}</title>
<style>${styles(brandPaletteOf(hostname).primary)}</style>
</head><body>
<header>${t('sandbox.heading')}</header>
<main>
<h1>${subject}</h1>
<p class="amount">${t('sandbox.amount')}: <strong data-testid="amount">${amount}</strong></p>
${body}
</main>
</body></html>`;
}
