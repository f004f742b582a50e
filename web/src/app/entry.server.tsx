// The build's entry (decision 110: pages rendered ahead, never on a request): the framework's
// own Node entry, with the page's language loaded first. The build renders every page once per
// language (build-tools/build.ts names it in FOODTABLE_PAGE_LANGUAGE), for Hosting to serve the
// reader's (decision 210).
import { createReadableStreamFromReadable } from '@react-router/node';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { localeOf } from '@shared/languages';
import { i18n, pageLanguage } from '@/lib/i18n';
import { LanguageProvider } from '@/lib/language-provider';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  // The route modules loaded their catalogs in this language when the build imported them.
  const language = pageLanguage();
  i18n.activate(language, localeOf[language]);
  return new Promise((resolve, reject) => {
    // A page built ahead waits for all its content: nothing streams to anyone.
    const { pipe, abort } = renderToPipeableStream(
      <LanguageProvider i18n={i18n}>
        <ServerRouter context={routerContext} url={request.url} />
      </LanguageProvider>,
      {
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
