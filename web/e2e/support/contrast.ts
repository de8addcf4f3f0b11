// The contrast of every line of text on the screen, measured on the pixels behind it (axe cannot
// read text over the felt's gradients and images, so it leaves those out). Each visible text's
// boxes are listed with its colour (its opacity and its ancestors' folded in); the page is then
// drawn once with every text transparent, and each box's background is sampled on a grid of
// points. The text's ratio is the worst over those points (WCAG's relative luminance). Text of a
// disabled control and text behind an open modal dialog are left out, as WCAG leaves out inactive
// controls, and so is text another box covers (it is not seen) and a native select's own.
import type { Page } from 'playwright-core';

/** One text whose contrast is under what WCAG AA asks (4.5:1, or 3:1 for large text). */
type ContrastFailure = {
  readonly text: string;
  readonly ratio: number;
  /** Its font size in CSS pixels. */
  readonly size: number;
  readonly needed: number;
};

/** What one screen's measurement found. */
export type ContrastReport = { readonly checked: number; readonly failures: readonly ContrastFailure[] };

/** A text run as the page lists it: its boxes, colour and size. */
type Run = {
  text: string;
  boxes: { x: number; y: number; width: number; height: number }[];
  rgba: [number, number, number, number];
  size: number;
  large: boolean;
};

/** Measures every visible text on the screen as it is now (within the viewport). */
export async function measureContrast(page: Page): Promise<ContrastReport> {
  const runs: Run[] = await page.evaluate(() => {
    const modal = document.querySelector('dialog:modal');
    const scope = modal ?? document.body;
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    const found: Run[] = [];
    const parse = (color: string) => {
      const parts = /^rgba?\(/.test(color) ? color.match(/[\d.]+/g)!.map(Number) : null;
      return parts && ([parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1] as [number, number, number, number]);
    };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const element = node.parentElement;
      if (text === '' || !element) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      // A native select draws its own text; a disabled control is inactive.
      if (element.closest('select, :disabled, [aria-disabled="true"], .sr-only')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const boxes = [...range.getClientRects()]
        .filter((box) => box.width >= 2 && box.height >= 4)
        .filter((box) => box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth)
        // Text under another box (a sheet over the turn bar) is not seen, so not measured.
        .filter((box) => {
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return hit !== null && (hit.contains(element) || element.contains(hit));
        })
        .map((box) => ({ x: box.x, y: box.y, width: box.width, height: box.height }));
      if (boxes.length === 0) continue;
      const style = getComputedStyle(element);
      let opacity = 1;
      for (let at: Element | null = element; at; at = at.parentElement)
        opacity *= Number(getComputedStyle(at).opacity);
      // SVG text is drawn in its fill, not its colour.
      const rgba = parse(element instanceof SVGElement ? style.fill : style.color);
      if (rgba === null) continue;
      rgba[3] *= opacity;
      const size = parseFloat(style.fontSize);
      const bold = Number(style.fontWeight) >= 700;
      found.push({
        text: text.slice(0, 48),
        boxes,
        rgba,
        size,
        large: size >= 24 || (bold && size >= 18.66),
      });
    }
    return found;
  });
  const hide = await page.addStyleTag({
    content:
      '*, *::before, *::after { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; } text, tspan { fill: transparent !important; }',
  });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const png = (await page.screenshot({ type: 'png', animations: 'disabled' })).toString('base64');
  await hide.evaluate((style) => (style as HTMLStyleElement).remove());
  const ratios = await page.evaluate(
    async ({ png, runs }) => {
      const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const scale = bitmap.width / innerWidth;
      const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (r: number, g: number, b: number) =>
        0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      return runs.map(({ boxes, rgba: [r, g, b, a] }) => {
        let worst = Infinity;
        for (const box of boxes)
          for (let i = 1; i <= 5; i++)
            for (let j = 1; j <= 3; j++) {
              const x = Math.floor((box.x + (box.width * i) / 6) * scale);
              const y = Math.floor((box.y + (box.height * j) / 4) * scale);
              if (x < 0 || y < 0 || x >= bitmap.width || y >= bitmap.height) continue;
              const at = (y * bitmap.width + x) * 4;
              const [br, bg, bb] = [pixels[at]!, pixels[at + 1]!, pixels[at + 2]!];
              const text = luminance(r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a));
              const back = luminance(br, bg, bb);
              worst = Math.min(worst, (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05));
            }
        return worst;
      });
    },
    { png, runs },
  );
  const failures = runs.flatMap((run, i) => {
    const needed = run.large ? 3 : 4.5;
    const ratio = Math.round(ratios[i]! * 100) / 100;
    return ratio < needed ? [{ text: run.text, ratio, size: run.size, needed }] : [];
  });
  return { checked: runs.length, failures };
}
