/// <reference lib="webworker" />
/**
 * The editor's preview, drawn in the browser: the render package lays out and writes the PDF here, in a
 * Web Worker, from the document as it stands, so each edit reaches the preview without a round trip. The
 * server's render stays the export; the two are the same code on the same font files. Each family's font
 * bytes are fetched once per worker (and cached by the browser under their hashed names).
 */
import { type FontLibrary, type FontSet, renderPdf, styledTemplate } from '@resumeloop/render/pdf';
import { FONT_URLS } from './font-urls';
import type { PreviewRequest, PreviewResponse } from './preview-protocol';

const families = new Map<keyof FontLibrary, Promise<FontSet>>();

async function bytesOf(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The font at ${url} could not be loaded (${response.status}).`);
  return new Uint8Array(await response.arrayBuffer());
}

function family(name: keyof FontLibrary): Promise<FontSet> {
  let loading = families.get(name);
  if (!loading) {
    const urls = FONT_URLS[name];
    loading = Promise.all([
      bytesOf(urls.regular),
      bytesOf(urls.bold),
      bytesOf(urls.italic),
      bytesOf(urls.boldItalic),
    ]).then(([regular, bold, italic, boldItalic]) => ({ regular, bold, italic, boldItalic }));
    // A failed load is tried again on the next request, not remembered.
    loading.catch(() => families.delete(name));
    families.set(name, loading);
  }
  return loading;
}

/**
 * The families the page uses (the template's, and a font pairing's), loaded; any other family read by
 * mistake fails loudly rather than drawing wrong.
 */
async function libraryFor(names: ReadonlySet<keyof FontLibrary>): Promise<FontLibrary> {
  const sets = new Map(
    await Promise.all([...names].map(async (name) => [name, await family(name)] as const)),
  );
  const library = {} as FontLibrary;
  for (const key of Object.keys(FONT_URLS) as Array<keyof FontLibrary>)
    Object.defineProperty(library, key, {
      enumerable: true,
      get: () => {
        const set = sets.get(key);
        if (!set) throw new Error(`The ${key} fonts were read but not loaded.`);
        return set;
      },
    });
  return library;
}

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<PreviewRequest>) => {
  const { id, resume, template, pageSize, look } = event.data;
  const started = performance.now();
  try {
    const styled = styledTemplate(template, look);
    const families = new Set([
      styled.family,
      ...Object.values(styled.spans).map((span) => span.family ?? styled.family),
    ]);
    const fonts = await libraryFor(families);
    const { pdf, layout } = await renderPdf(resume, { template, pageSize, fonts, look });
    const response: PreviewResponse = {
      id,
      ok: true,
      pdf,
      layout: {
        estimated_pages: layout.estimated_pages,
        character_count: layout.character_count,
        total_char_count: layout.total_char_count,
        warnings: layout.warnings,
        warning_refs: layout.warning_refs,
      },
      pages: layout.pages,
      renderMs: performance.now() - started,
    };
    scope.postMessage(response, [pdf.buffer]);
  } catch (error) {
    const response: PreviewResponse = {
      id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    };
    scope.postMessage(response);
  }
};
