import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
});

// pdf.js needs a canvas and a worker, neither of which jsdom has.
vi.mock('../features/editor/pdf/pdfjs', () => import('./fake-pdfjs'));
