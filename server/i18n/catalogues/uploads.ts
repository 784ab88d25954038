import { defineMessages } from './define';

/** Server texts: limits every upload shares (server/uploads), and an overloaded process. */
export const uploadsMessages = defineMessages({
  ru: {
    'uploads.unpackedTooLarge': 'Файл слишком большой в распакованном виде: допустимо до {limit} МБ и {entries} частей архива',
    'uploads.tooComplex': 'Файл не удалось прочитать за {seconds} с в пределах {memory} МБ памяти: разделите его на части',
    'error.overloaded': 'Сервер перегружен, повторите через {seconds} с',
  },
  kk: {
    'uploads.unpackedTooLarge': 'Файл ашылған күйінде тым үлкен: {limit} МБ және архивтің {entries} бөлігіне дейін рұқсат етіледі',
    'uploads.tooComplex': 'Файлды {seconds} с ішінде {memory} МБ жадпен оқу мүмкін болмады: оны бөліктерге бөліңіз',
    'error.overloaded': 'Сервер шамадан тыс жүктелген, {seconds} с кейін қайталаңыз',
  },
  en: {
    'uploads.unpackedTooLarge': 'The file is too large unpacked: up to {limit} MB and {entries} archive entries are allowed',
    'uploads.tooComplex': 'The file could not be read within {seconds} s and {memory} MB of memory: split it into parts',
    'error.overloaded': 'The server is overloaded, try again in {seconds} s',
  },
});
