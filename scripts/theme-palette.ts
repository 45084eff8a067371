// Writes src/client/styles/dark.css from Tailwind's palette: `npm run theme:palette`.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { darkPaletteCss } from '#client/styles/dark-palette.ts';

const themeCss = fs.readFileSync(createRequire(import.meta.url).resolve('tailwindcss/theme.css'), 'utf8');
fs.writeFileSync(new URL('../src/client/styles/dark.css', import.meta.url), darkPaletteCss(themeCss));
console.log('wrote src/client/styles/dark.css');
