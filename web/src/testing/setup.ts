import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';

// Components render their English from the messages themselves (outside a production build the
// macros keep them), so tests need no catalog: only an active language.
i18n.activate('en');
