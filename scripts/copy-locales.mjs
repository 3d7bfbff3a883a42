// The server reads the message catalogues beside its compiled code: dist/node/web/i18n/locales.
import fs from 'node:fs';

fs.cpSync('src/web/i18n/locales', 'dist/node/web/i18n/locales', { recursive: true });
