/** @editorjs/marker ships no types; it is an inline tool class like the others. */
declare module '@editorjs/marker' {
  const Marker: unknown;
  export default Marker;
}

/** @editorjs/embed's package.json "exports" hides its types from bundler resolution. */
declare module '@editorjs/embed' {
  const Embed: unknown;
  export default Embed;
}
