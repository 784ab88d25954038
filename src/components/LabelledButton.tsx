import type { ElementType } from 'react';
import { Button, type ButtonProps, useTranslate } from 'react-admin';

/**
 * react-admin's Button, named by its label in every state: on a phone it turns into an icon button, and a disabled
 * one there loses its aria-label (ra-ui-materialui's Button gives the name only to the enabled icon button), so a
 * screen reader met a nameless button while, for instance, a table's export waited for its rows.
 */
export function LabelledButton<RootComponent extends ElementType = 'button'>(props: ButtonProps<RootComponent>) {
  const translate = useTranslate();
  const { label } = props;
  const name = typeof label === 'string' ? translate(label, { _: label }) : undefined;
  const named = { ...props, 'aria-label': (props as { 'aria-label'?: string })['aria-label'] ?? name } as ButtonProps<RootComponent>;
  return <Button<RootComponent> {...named} />;
}
