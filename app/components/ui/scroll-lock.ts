// The one page scroll lock of the app: every overlay takes a share and gives it back; the page scrolls again only
// when the last one lets go, so a confirm closing over a sheet does not unlock the page under the sheet.
let holders = 0;

/** Locks the page's scroll; the returned function gives this share back (once). */
export function lockScroll(): () => void {
  if (holders++ === 0) document.body.style.overflow = 'hidden';
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--holders === 0) document.body.style.overflow = '';
  };
}

/** How many overlays hold the lock now (tests, and the chess side panel's Escape). */
export const scrollLocks = () => holders;
