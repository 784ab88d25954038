import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';

const SLOT_ID = 'react-admin-title';
const slot = () => document.getElementById(SLOT_ID);

/**
 * The page title in the app bar's slot: react-admin's <Title> as it renders without a preference key (the same
 * markup). Its own <Title> also carries the title's editor for react-admin's inspector, which this app never
 * opens, with MUI's text field and select: ~15 KiB on the first screen of every cabinet (docs/performance.md).
 * For the screens of the first paint; the others may use react-admin's.
 */
export function PageTitle({ title }: { title: string }) {
  const translate = useTranslate();
  const [container, setContainer] = useState(slot);
  // the app bar may mount after the page: look again once mounted
  useEffect(() => setContainer((current) => (current && document.body.contains(current) ? current : slot())), []);
  if (!container) return null;
  return createPortal(
    <span>
      <span>{translate(title, { _: title })}</span>
    </span>,
    container,
  );
}
