// rspack emits imported images as hashed files (asset/resource): the import is the file's URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
