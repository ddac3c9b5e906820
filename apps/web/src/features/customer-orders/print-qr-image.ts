/**
 * Prints a QR image through the browser (an invisible frame holding only the picture): the
 * counter QR is a poster for the counter, not a slip of a print set, so it goes to whatever
 * printer the terminal's browser has. Answers false when the browser refused.
 */
export function printQrImage(imageDataUrl: string, caption: string): boolean {
  const frame = document.createElement('iframe');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  document.body.appendChild(frame);
  const view = frame.contentWindow;
  if (view === null) {
    frame.remove();
    return false;
  }
  const page = view.document;
  page.open();
  page.write('<!doctype html><title></title><body style="margin:0;display:flex;flex-direction:column;align-items:center;font-family:sans-serif"></body>');
  page.close();
  const image = page.createElement('img');
  image.src = imageDataUrl;
  image.style.width = '80mm';
  const text = page.createElement('p');
  text.textContent = caption;
  text.style.fontSize = '16pt';
  page.body.append(image, text);
  const printNow = () => {
    try {
      view.focus();
      view.print();
    } finally {
      // Leave the frame for the print dialog to read, then clean up.
      setTimeout(() => frame.remove(), 60_000);
    }
  };
  if (image.complete) printNow();
  else image.onload = printNow;
  return true;
}
