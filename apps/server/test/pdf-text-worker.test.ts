import { describe, expect, it } from 'vitest';
import { sampleResume } from '../../../packages/render/test/fixtures';

// Node's own, taken before the renderer is loaded (pdf.js's Node build swaps them for slower polyfills in
// the thread that loads it, polyfills that even print as native code).
const NATIVE = { stringify: JSON.stringify, parse: JSON.parse, push: Array.prototype.push };
const { createResumeRenderer } = await import('../src/editor/render');

describe('reading back the text of a rendered PDF', () => {
  it("reads it in a worker, leaving the server thread's JSON and arrays as Node made them", async () => {
    const renderer = createResumeRenderer();
    const options = { template: 'classic', pageSize: 'letter' } as const;
    const pdf = await renderer.pdf(sampleResume() as never, options);
    const [first, second] = await Promise.all([renderer.pdfText(pdf), renderer.pdfText(pdf)]);
    expect(first).toContain('zoe.oneill@example.com');
    expect(second).toBe(first);
    expect(JSON.stringify).toBe(NATIVE.stringify);
    expect(JSON.parse).toBe(NATIVE.parse);
    expect(Array.prototype.push).toBe(NATIVE.push);
    await renderer.close();
  });

  it('fails a PDF it cannot read with an error, and reads the next one', async () => {
    const renderer = createResumeRenderer();
    await expect(renderer.pdfText(new TextEncoder().encode('not a pdf'))).rejects.toThrow();
    const pdf = await renderer.pdf(sampleResume() as never, { template: 'modern', pageSize: 'a4' });
    await expect(renderer.pdfText(pdf)).resolves.toContain('zoe.oneill@example.com');
    await renderer.close();
  });
});
