import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AboutPage } from './about-page';

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/about']}>
      <AboutPage />
    </MemoryRouter>,
  );
}

describe('AboutPage', () => {
  it('has one h1 and the document title', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'About ResumeLoop' })).toBeInTheDocument();
    expect(document.title).toBe('About | ResumeLoop');
  });

  it.each([
    ['Join the Loop', '/refine'],
    ['Start Beta Testing', '/refine'],
    ['Manage your data preferences', '/settings'],
  ])('links "%s" to %s', (name, href) => {
    renderPage();
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('covers the story, how it works, beta status, values, founder and data use', () => {
    renderPage();
    for (const name of [
      'Our story',
      'How it works',
      'Beta status',
      'What we value',
      'Meet the founder',
      'How we use your data',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    for (const value of ['Fast', 'Honest', 'Explainable', 'Private', 'Pleasant']) {
      expect(screen.getByRole('heading', { level: 3, name: value })).toBeInTheDocument();
    }
    expect(screen.getAllByText(/July 2025/).length).toBeGreaterThan(0);
  });
});
