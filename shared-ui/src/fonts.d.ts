// rspack emits imported fonts as hashed files (asset/resource): the import is the file's URL.
declare module '*.woff2' {
  const url: string;
  export default url;
}
