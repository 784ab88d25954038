import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

const env = (vars: Record<string, string>) => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'config-')), ...vars });

describe('configuration of K5 and K6 (server/config-schema.ts)', () => {
  it('keeps documents in the database and no bot by default', () => {
    const config = loadConfig(env({}));
    expect(config.documentStore).toEqual({ kind: 'database' });
    expect(config.telegramBotSecret).toBeUndefined();
  });

  it('reads the WebDAV disk and the bot secret', () => {
    const config = loadConfig(env({ DOCUMENT_STORE: 'webdav', WEBDAV_URL: 'https://webdav.yandex.ru/docs/', WEBDAV_USERNAME: 'u', WEBDAV_PASSWORD: 'p', TELEGRAM_BOT_SECRET: 'a-bot-secret-of-16+' }));
    expect(config.documentStore).toEqual({ kind: 'webdav', url: 'https://webdav.yandex.ru/docs/', username: 'u', password: 'p' });
    expect(config.telegramBotSecret).toBe('a-bot-secret-of-16+');
  });

  it('names what is wrong', () => {
    expect(() => loadConfig(env({ DOCUMENT_STORE: 'webdav' }))).toThrow(/WEBDAV_URL/);
    expect(() => loadConfig(env({ DOCUMENT_STORE: 'ftp' }))).toThrow(/DOCUMENT_STORE/);
    expect(() => loadConfig(env({ WEBDAV_URL: 'webdav.yandex.ru' }))).toThrow(/WEBDAV_URL/);
    expect(() => loadConfig(env({ TELEGRAM_BOT_SECRET: 'short' }))).toThrow(/TELEGRAM_BOT_SECRET/);
  });
});
