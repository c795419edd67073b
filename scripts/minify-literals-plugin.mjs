// A Vite/Rolldown plugin that minifies the HTML and CSS inside Lit's html``,
// svg`` and css`` template literals at build time. The JS minifier leaves
// template strings alone, so without this every indent and comment of every
// template and stylesheet ships to readers. Uses `minify-literals` (HTML via
// html-minifier-next, CSS via lightningcss); the templates' meaning is unchanged.
import { minifyHTMLLiterals } from 'minify-literals';

/** @returns {import('vite').Plugin} */
export function minifyLiterals() {
  return {
    name: 'csw-minify-literals',
    apply: 'build',
    async transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id) || !/\b(html|svg|css)`/.test(code)) return null;
      const result = await minifyHTMLLiterals(code, { fileName: id });
      return result ? { code: result.code, map: result.map } : null;
    },
  };
}
