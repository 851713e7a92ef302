import { loadTranslators } from '@resumeloop/i18n';
import { describe, expect, it } from 'vitest';
import { localePage } from './page-language';

const PAGE =
  '<html lang="en"><head><title>ResumeLoop</title></head><body><div id="root"><!--app-shell--><header><a href="/" aria-label="ResumeLoop home" class="rounded-md">R</a></header><!--/app-shell--></div></body></html>';

describe('localePage', () => {
  it("writes the brand link's label of the drawn header in the page's language", async () => {
    const translators = await loadTranslators();
    const page = localePage(PAGE, 'de-DE', translators['de-DE'], undefined);
    expect(page).toContain('<html lang="de-DE">');
    expect(page).toContain(`aria-label="${translators['de-DE']('common.header.home')}"`);
    expect(page).not.toContain('ResumeLoop home');
  });

  it('leaves a page without the drawn header as it is', async () => {
    const translators = await loadTranslators();
    const bare =
      '<html lang="en"><head></head><body><a href="/" aria-label="ResumeLoop home">R</a></body></html>';
    expect(localePage(bare, 'fr-FR', translators['fr-FR'], undefined)).toContain(
      'aria-label="ResumeLoop home"',
    );
  });
});
