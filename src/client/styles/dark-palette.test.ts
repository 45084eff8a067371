import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { BRAND, darkPaletteCss, readPalette, UNCHANGED } from './dark-palette.ts';

const themeCss = fs.readFileSync(createRequire(import.meta.url).resolve('tailwindcss/theme.css'), 'utf8');

describe('the dark palette', () => {
  it('is what `npm run theme:palette` writes from the installed Tailwind (run it after an upgrade)', () => {
    expect(fs.readFileSync(new URL('./dark.css', import.meta.url), 'utf8')).toBe(darkPaletteCss(themeCss));
  });

  it('turns pale tints deep and dark text light, and gives white the raised dark surface', () => {
    const palette = readPalette(themeCss);
    const css = darkPaletteCss(themeCss);
    expect(css).toContain(`--color-red-50: ${palette.get('red-950')};`);
    expect(css).toContain(`--color-slate-900: ${palette.get('slate-50')};`);
    expect(css).toContain(`--color-white: ${palette.get('slate-900')};`);
  });

  it('covers every colour family the client uses', () => {
    const used = new Set<string>();
    const scan = (dir: URL) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const url = new URL(entry.name + (entry.isDirectory() ? '/' : ''), dir);
        if (entry.isDirectory()) scan(url);
        else if (/\.tsx?$/.test(entry.name))
          for (const m of fs
            .readFileSync(url, 'utf8')
            .matchAll(/\b(?:bg|text|border(?:-[lrtb])?|ring|fill|stroke|outline|divide|from|to|decoration)-([a-z]+)-\d{2,3}\b/g))
            used.add(m[1]!);
      }
    };
    scan(new URL('../', import.meta.url));
    const css = darkPaletteCss(themeCss);
    for (const family of used)
      if (!(UNCHANGED as readonly string[]).includes(family)) expect(css, `dark.css has no ${family} shades`).toContain(`--color-${family}-`);
  });

  it("keeps the brand's light shades those of app.css's theme, so the display and the navy bands look the same in both themes", () => {
    const theme = readPalette(fs.readFileSync(new URL('./app.css', import.meta.url), 'utf8'));
    for (const [shade, { light }] of Object.entries(BRAND)) expect(theme.get(`brand-${shade}`), `brand-${shade}`).toBe(light);
  });
});
