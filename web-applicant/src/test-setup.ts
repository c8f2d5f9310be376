import { beforeAll } from 'vitest';
import { allTextsLoaded } from '#src/i18n';

// The tests read texts in any language, as the server does: every namespace the test file's
// imports registered, in all four (the browser loads only the language it shows).
beforeAll(() => allTextsLoaded());
