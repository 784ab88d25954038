import { type Language, translate } from '../../i18n/messages';

interface PayableOrder {
  number: number;
  items: unknown[];
  /** The number of the order's certificate, when it has one. */
  certificateNumber: string | null;
}

/**
 * What the payer is asked to pay for, as the acquirer's page and the bank statement name it: one certificate by its
 * number; a basket (several lines, or services) as the order by its number (issue 27: 'Оплата заказа').
 */
export function paymentSubject(order: PayableOrder, language: Language): string {
  const lines = order.items as { type?: string }[];
  const oneCertificate = lines.length <= 1 && lines.every((line) => line.type === 'certificate');
  return oneCertificate && order.certificateNumber
    ? translate(language, 'payments.billSubject', { number: order.certificateNumber })
    : translate(language, 'payments.orderSubject', { number: order.number });
}
