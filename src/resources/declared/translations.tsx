import { TextInput, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { inLanguage } from '../../../common/resource';
import { LOCALE_NAMES } from '../../i18n/types';

const languageName = (language: string) => LOCALE_NAMES.find((entry) => entry.locale === language)?.name ?? language;

/** A translation's label: its field's label and the language named in itself ('Название (Қазақша)'). */
export function TranslationLabel({ label, language }: { label: string; language: string }) {
  const translate = useTranslate();
  return <>{`${translate(label, { _: label })} (${languageName(language)})`}</>;
}

/** A translatable field's value in the user's language, falling back to the Russian text (a list's cell). */
export function TranslatedText({ source }: { source: string }) {
  const record = useRecordContext<Record<string, unknown>>();
  const [locale] = useLocaleState();
  if (!record) return null;
  const value = inLanguage(record, source, locale);
  return <>{value == null ? '' : String(value)}</>;
}

/** The Kazakh and English inputs of a translatable text in a hand-written form (the generated one adds them itself). */
export function TranslationInputs({ source, label, multiline = false, maxLength }: { source: string; label: string; multiline?: boolean; maxLength: number }) {
  return (
    <>
      {(['kk', 'en'] as const).map((language) => (
        <TextInput
          key={language}
          source={`${source}_${language}`}
          label={<TranslationLabel label={label} language={language} />}
          multiline={multiline}
          minRows={multiline ? 2 : undefined}
          parse={(value: string) => (value === '' ? null : value)}
          inputProps={{ maxLength }}
        />
      ))}
    </>
  );
}
