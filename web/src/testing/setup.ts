import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';

// Components render their English from the messages themselves (outside a production build the
// macros keep them), so tests need no catalog: only an active language. The empty catalogs stand
// for the ones a page loads (a test that activates Bangla checks digits and plurals, not texts).
i18n.load({ en: {}, bn: {}, hi: {} });
i18n.activate('en');
