// `codespecweave-widgets/ssr` (Node only): prerender pages holding the four elements.
export { prerender, prerenderWithReport, type PrerenderOptions, type PrerenderReport } from './prerender.js';
