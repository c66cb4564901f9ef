// jsdom 29 has HTMLDialogElement without showModal/show/close. This stands in for what the app relies on: the
// `open` attribute, a stack of modal dialogs, Escape firing a cancelable `cancel` on the top one (then closing it
// unless prevented) after the page's own keydown handlers, and `close` fired as a task. Inertness and the top layer
// are not emulated: e2e/overlays.spec.ts checks those in Chromium.
const modals: HTMLDialogElement[] = [];

function closeDialog(dialog: HTMLDialogElement, returnValue?: string) {
  if (!dialog.hasAttribute('open')) return;
  dialog.removeAttribute('open');
  if (returnValue !== undefined) dialog.returnValue = returnValue;
  const at = modals.indexOf(dialog);
  if (at !== -1) modals.splice(at, 1);
  setTimeout(() => dialog.dispatchEvent(new Event('close')));
}

export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  Object.defineProperty(proto, 'returnValue', { value: '', writable: true, configurable: true });
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.hasAttribute('open')) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    if (!this.isConnected) throw new DOMException('The dialog is not connected.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
  };
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    closeDialog(this, returnValue);
  };
  // The browser's default action of Escape, after the page's handlers had their say.
  window.addEventListener('keydown', (event) => {
    const top = modals[modals.length - 1];
    if (event.key !== 'Escape' || event.defaultPrevented || !top) return;
    if (!top.isConnected) {
      modals.pop();
      return;
    }
    const cancel = new Event('cancel', { cancelable: true });
    if (top.dispatchEvent(cancel)) closeDialog(top);
  });
}

/** Modal dialogs the polyfill holds open, for tests that check nothing is left behind. */
export const openModals = (): readonly HTMLDialogElement[] => modals;
