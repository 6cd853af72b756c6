/** @vitest-environment jsdom */
// The buttons' CSS comes with the page; the modal's CSS rides in the modal chunk and is in the
// document before the dialog is (with the provider's CSP nonce), and leaves with the provider.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { KitProvider, ConnectButton } from '../index';
import { makeKit } from '../views/connect/testKit';

afterEach(() => cleanup());

/** The kit CSS in the document: adopted sheets and `<style>` elements. */
function documentCss(): string {
  const adopted = (document.adoptedStyleSheets ?? []).flatMap((s) => [...s.cssRules].map((r) => r.cssText));
  const elements = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '');
  return [...adopted, ...elements].join('\n');
}

describe('kit styles', () => {
  it.each([['constructable or <style>', undefined], ['<style nonce>', 'n0nce']])('the modal CSS arrives with the modal, before the dialog is in the page (%s)', async (_, nonce) => {
    const kit = makeKit([]);
    const view = render(
      <KitProvider kit={kit} prefetch={false} nonce={nonce}>
        <ConnectButton />
      </KitProvider>,
    );
    expect(documentCss()).toContain('.lk-connect-btn');
    expect(documentCss()).not.toContain('.lk-dialog');

    let cssWhenDialogAppeared: string | undefined;
    const observer = new MutationObserver(() => {
      if (cssWhenDialogAppeared === undefined && document.querySelector('[role="dialog"]')) cssWhenDialogAppeared = documentCss();
    });
    observer.observe(document.body, { subtree: true, childList: true });
    act(() => screen.getByRole('button', { name: 'Connect Wallet' }).click());
    await screen.findByRole('dialog');
    observer.disconnect();
    expect(cssWhenDialogAppeared).toContain('.lk-dialog');
    expect(cssWhenDialogAppeared).toContain('.lk-overlay');
    if (nonce) for (const style of document.querySelectorAll('style')) expect(style.nonce).toBe(nonce);

    view.unmount();
    expect(documentCss()).not.toContain('.lk-');
    await kit.destroy();
  });

  it("keeps the round icon button's CSS off the page: it arrives with the modal, and with the toasts (their dismiss button)", async () => {
    const kit = makeKit([]);
    const view = render(
      <KitProvider kit={kit} prefetch={false}>
        <ConnectButton />
      </KitProvider>,
    );
    expect(documentCss()).toContain('.lk-connect-btn');
    expect(documentCss()).not.toContain('.lk-icon-btn');
    act(() => kit.alerts.show('GENERIC_ERROR', { message: 'Something broke' }));
    const dismiss = await screen.findByRole('button', { name: 'Dismiss' });
    expect(dismiss.className).toBe('lk-icon-btn');
    expect(documentCss()).toContain('.lk-icon-btn');
    expect(documentCss()).not.toContain('.lk-dialog');
    act(() => screen.getByRole('button', { name: 'Connect Wallet' }).click());
    await screen.findByRole('dialog');
    expect(documentCss()).toContain('.lk-dialog');
    view.unmount();
    await kit.destroy();
  });
});
