import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { languageNames, languages, languageOf } from '@shared/languages';
import { authReady } from '@/lib/auth';
import { activateLanguage, rememberLanguage } from '@/lib/i18n';

/**
 * `Language`: turns the page into the chosen language at once (every text re-renders; what a
 * form holds stays), keeps the choice in the cookie Hosting reads for the next page's HTML and,
 * signed in, on the account (users/{uid}.lang), for the reader's other browsers.
 */
export function LanguageSelect({ className = '' }: { className?: string }) {
  const { i18n } = useLingui();
  const id = useId();

  async function choose(value: string) {
    const language = languageOf(value);
    rememberLanguage(language);
    await activateLanguage(language);
    // Who is signed in as Firebase Auth says it, not as the page last drew it: a choice made
    // while a remembered user's session is still being confirmed is kept on the account too.
    const user = await authReady();
    if (user) {
      const { writeOwnProfile } = await import('@/lib/own-profile');
      await writeOwnProfile(user, { lang: language });
    }
  }

  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="sr-only">
        <Trans>Language</Trans>
      </label>
      <select
        id={id}
        className="select select-sm w-auto"
        value={i18n.locale}
        onChange={(event) => void choose(event.target.value)}
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageNames[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
