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
