// The server render's two ways to a page (lib/render-pass.ts): the synchronous one must give the
// streaming renderer's HTML whenever it answers, and must refuse (null) whenever a part of the page
// could only be finished by waiting, so the page a shopper gets never carries a fallback in place
// of content the server could have rendered.
import { lazy, Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderAtOnce, renderStreamed } from './render-pass.ts';

function Page({ children }: { children: React.ReactNode }) {
  return (
    <main>
      <h1>Ryzen 7 7800X3D</h1>
      <p lang="ar">معالج رايزن ٧ — ١٩٬٩٩٩ ج.م</p>
      {children}
    </main>
  );
}

const always = () => true;

describe('rendering a pass at once', () => {
  it('gives the same HTML as the streaming renderer when every part is ready, in both scripts', async () => {
    const tree = (
      <Page>
        <Suspense fallback={<p>loading</p>}>
          <ul>
            {['a', 'b'].map((k) => (
              <li key={k}>{k}</li>
            ))}
          </ul>
        </Suspense>
      </Page>
    );
    const atOnce = renderAtOnce(tree);
    expect(atOnce).toContain('معالج رايزن');
    expect(atOnce).toBe(await renderStreamed(tree, always));
  });

  it('refuses a page whose lazy part is not loaded yet, which the streaming renderer waits for', async () => {
    let load!: (m: { default: ComponentType }) => void;
    const Tabs = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (load = resolve)));
    const tree = (
      <Page>
        <Suspense fallback={<p>loading</p>}>
          <Tabs />
        </Suspense>
      </Page>
    );
    expect(renderAtOnce(tree)).toBeNull();
    const streamed = renderStreamed(tree, always);
    load({ default: () => <section>Specifications</section> });
    const html = await streamed;
    expect(html).toContain('<section>Specifications</section>');
    expect(html).not.toContain('loading');
    // once loaded (the rest of the process's renders), the page renders at once, the same HTML
    expect(renderAtOnce(tree)).toBe(html);
  });

  it('refuses a page where a part threw, leaving it to the streaming renderer as before', async () => {
    function Broken(): React.ReactNode {
      throw new Error('no data');
    }
    const tree = (
      <Page>
        <Suspense fallback={<p>later</p>}>
          <Broken />
        </Suspense>
      </Page>
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(renderAtOnce(tree)).toBeNull();
    expect(renderAtOnce(<Broken />)).toBeNull();
    const streamed = await renderStreamed(tree, always);
    logged.mockRestore();
    expect(streamed).toContain('Ryzen 7 7800X3D');
    expect(streamed).toContain('<p>later</p>');
  });

  it('writes nothing from a streamed pass that is not the page', async () => {
    expect(await renderStreamed(<Page>{null}</Page>, () => false)).toBeNull();
  });
});
