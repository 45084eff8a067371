import type { ReactElement } from 'react';
import { TransNoContext } from '@lingui/react/server';
import { useT, type MessageValues } from './use-t.ts';

/**
 * A message with parts drawn by elements: `<0>privacy policy</0>` in the text becomes
 * components[0] wrapping those words, so translators move links and emphasis with the words.
 */
export function T({ id, values, components }: { id: string; values?: MessageValues; components?: Record<string, ReactElement> }) {
  const { i18n } = useT();
  return <TransNoContext id={id} values={values} components={components} lingui={{ i18n }} />;
}
