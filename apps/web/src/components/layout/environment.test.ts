import { describe, expect, it } from 'vitest';
import { isDevelopmentEnvironment, readPublicHost } from './environment';

describe('isDevelopmentEnvironment', () => {
  it('is false on localhost in any form', () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      expect(isDevelopmentEnvironment(host, 'resumeloop.app')).toBe(false);
    }
  });
  it('is false on the production host, whatever its port', () => {
    expect(isDevelopmentEnvironment('resumeloop.app', 'resumeloop.app')).toBe(false);
    expect(isDevelopmentEnvironment('ResumeLoop.app', 'resumeloop.app:8443')).toBe(false);
  });
  it('is true on any other host', () => {
    expect(isDevelopmentEnvironment('staging.resumeloop.app', 'resumeloop.app')).toBe(true);
    expect(isDevelopmentEnvironment('preview.example.net', '')).toBe(true);
  });
});

describe('readPublicHost', () => {
  it('reads the host the server wrote into the page', () => {
    const doc = document.implementation.createHTMLDocument();
    doc.head.innerHTML = '<meta name="resumeloop:public-host" content="resumeloop.app" />';
    expect(readPublicHost(doc)).toBe('resumeloop.app');
  });
  it('is empty when the page has no such tag', () => {
    expect(readPublicHost(document.implementation.createHTMLDocument())).toBe('');
  });
});
