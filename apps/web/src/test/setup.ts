import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
});

// Pages load lazily, and the first import of a page's module is compiled on the spot: on a busy machine
// that alone can pass the default second. Waiting longer costs a passing test nothing.
configure({ asyncUtilTimeout: 5_000 });

// pdf.js needs a canvas and a worker, neither of which jsdom has.
vi.mock('../features/editor/pdf/pdfjs', () => import('./fake-pdfjs'));

// Every render is inside the app's language provider (en-US), as the app's own root is (app.tsx); a test
// that passes its own wrapper gets it inside the provider.
vi.mock('@testing-library/react', async (importOriginal) => {
  const library = await importOriginal<typeof import('@testing-library/react')>();
  const { IntlWrapper } = await import('./intl-wrapper');
  const { createElement } = await import('react');
  type Options = Parameters<typeof library.render>[1];
  const render = (ui: Parameters<typeof library.render>[0], options?: Options) => {
    const Inner = options?.wrapper;
    const wrapper = ({ children }: { children: import('react').ReactNode }) =>
      createElement(IntlWrapper, null, Inner ? createElement(Inner, null, children) : children);
    return library.render(ui, { ...options, wrapper });
  };
  return { ...library, render };
});
