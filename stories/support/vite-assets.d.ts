// Vite's `?url&no-inline` import: the file is copied into the built Storybook and imported as its
// URL, never inlined as a data: URL (the loading-reserve stories fetch a real file, late). The
// project's tsconfig lists no `vite/client` types (its "types" is only mocha's), hence this one line.
declare module '*?url&no-inline' {
  const url: string;
  export default url;
}
